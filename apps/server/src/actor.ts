/** The signed-in user of a request, as the authentication hook finds them (modules/auth). */
export interface SignedInUser {
  id: string;
  username: string;
  /** The session the request came with: logout ends this one and no other. */
  sessionId: string;
}

/** Who is asking, as every policy sees it (the contract's policies): someone with an account, or null. */
export type { Actor } from "@turnuva/contract/policies";

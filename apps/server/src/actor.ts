/** The signed-in user of a request, as the authentication hook finds them (modules/auth). */
export interface SignedInUser {
  id: string;
  username: string;
  /** The session the request came with: logout ends this one and no other. */
  sessionId: string;
}

/** Who is asking, as every policy sees it: someone with an account, or null for a visitor. */
export type Actor = { id: string } | null;

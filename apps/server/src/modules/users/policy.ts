import type { Actor } from "../../actor.ts";

/**
 * Who may do what with a user account. Each rule is a pure function of the actor and the subject,
 * tested as a table (test/policies/users-policy.test.ts); services call them and `authorize()`
 * turns a "no" into a 403. Every area has one module like this.
 */
export const usersPolicy = {
  /** Part 1 §2 and §6: the e-mail shows on the own profile only; a public profile has none. */
  canSeeEmail: (actor: Actor, user: { id: string }) => actor !== null && actor.id === user.id,
};

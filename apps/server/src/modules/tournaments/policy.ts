import type { Actor } from "../../actor.ts";

/** What the rules need to know of a tournament: who made it, and who owns its platform. */
export interface TournamentSubject {
  createdById: string;
  platformOwnerId: string;
}

/**
 * Who may do what with a tournament (part 2 §6; the spec leaves the server's rule open, ours is
 * recorded in docs/decisions.md). Reads are public. Pure functions of the actor and the subject,
 * tested as a table (test/policies/tournaments-policy.test.ts); the service calls them inside the
 * transaction that holds the tournament's row lock, through `authorize()`.
 */
export const tournamentsPolicy = {
  /** A platform's members create its tournaments (part 2 §6), with its members as participants. */
  canCreate: (actor: Actor, isPlatformMember: boolean) => actor !== null && isPlatformMember,

  /**
   * Confirm, cancel, advance, finish, pause, resume, rename: the tournament's creator while a
   * member of its platform, and the platform's owner, who answers for the community (and carries
   * on when the creator is away or was removed: issue 23, docs/decisions.md). A participant who is
   * neither enters no scores: results are the organiser's to confirm.
   */
  canManage: (actor: Actor, tournament: TournamentSubject, isPlatformMember: boolean) =>
    actor !== null && (actor.id === tournament.platformOwnerId || (actor.id === tournament.createdById && isPlatformMember)),
};

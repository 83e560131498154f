/**
 * Issue 25: the query key of the matches waiting for the signed-in player, apart from the others
 * in lib/query-keys.ts (which lists it too, as `queryKeys.users.waiting()`), as the session's are:
 * the member home's part loads it without the areas' keys, which "/" has no room for
 * (docs/architecture.md, budgets). Not under "session": logging out forgets it with the rest.
 */
export const waitingMatchesKey = ["users", "waiting"] as const;

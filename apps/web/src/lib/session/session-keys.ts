/**
 * The session's query keys, apart from the others in lib/query-keys.ts (which lists these too):
 * the shell checks the session on every page, while the areas' keys are only needed by the pages
 * that load them, so they stay out of "/" (docs/architecture.md, budgets).
 */
export const sessionKeys = {
  all: ["session"] as const,
  currentUser: () => [...sessionKeys.all, "current-user"] as const,
};

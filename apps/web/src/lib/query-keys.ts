/**
 * Every query key of the app, from one factory, so a mutation invalidates or updates exactly the
 * queries it changes. Areas add their keys here as they arrive (platforms, tournaments, ...).
 */
export const queryKeys = {
  session: {
    all: ["session"] as const,
    currentUser: () => [...queryKeys.session.all, "current-user"] as const,
  },
};

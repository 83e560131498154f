/** Only /api and /api/… are the API; /apiler is a page like any other. */
export const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

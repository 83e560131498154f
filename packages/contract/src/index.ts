import "./locale.ts";
export * from "./errors.ts";
export * from "./messages.ts";
export * from "./auth.ts";
export * from "./user.ts";
export * from "./pagination.ts";

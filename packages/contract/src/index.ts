import "./locale.ts";
export * from "./errors.ts";
export * from "./domain-errors.ts";
export * from "./messages.ts";
export * from "./auth.ts";
export * from "./user.ts";
export * from "./health.ts";
export * from "./pagination.ts";
export * from "./platforms.ts";

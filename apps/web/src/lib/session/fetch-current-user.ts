import { meResponseSchema, type User } from "@turnuva/contract";
import { apiRequest } from "../api-client.ts";

export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const { user } = await apiRequest("/auth/me", { schema: meResponseSchema, auth: true, signal });
  return user;
}

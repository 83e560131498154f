import { useMutation } from "@tanstack/react-query";
import { loginResponseSchema, type LoginRequest, type LoginResponse } from "@turnuva/contract";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import { clearToken } from "../../../lib/token-storage.ts";

export async function login(body: LoginRequest): Promise<LoginResponse> {
  try {
    return await apiRequest("/auth/login", { method: "POST", body, schema: loginResponseSchema });
  } catch (error) {
    // Part 1 §4: a failed login clears the stored token, so a session kept through an outage
    // (see docs/decisions.md) does not outlive a refused login. Only a refusal counts: an
    // unreachable server has judged nothing.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) clearToken();
    throw error;
  }
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

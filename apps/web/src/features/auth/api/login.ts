import { useMutation } from "@tanstack/react-query";
import type { LoginRequest, LoginResponse } from "@turnuva/contract";
import { ApiError, apiRequest } from "@/lib/api-client.ts";
import { useSession } from "@/lib/session/use-session.ts";
import { clearToken } from "@/lib/token-storage.ts";

export async function login(body: LoginRequest): Promise<LoginResponse> {
  try {
    return await apiRequest<LoginResponse>("/auth/login", { method: "POST", body });
  } catch (error) {
    // Part 1 §4: a failed login clears the stored token, so a session kept through an outage
    // (see docs/decisions.md) does not outlive a refused login. Only a refusal counts: an
    // unreachable server has judged nothing.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) clearToken();
    throw error;
  }
}

/** On success the answer becomes the session: the token is stored, the current-user query set. */
export function useLoginMutation() {
  const { signIn } = useSession();
  return useMutation({ mutationFn: login, onSuccess: ({ token, user }) => signIn(token, user) });
}

import { useMutation } from "@tanstack/react-query";
import type { RegisterRequest, RegisterResponse } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>("/auth/register", { method: "POST", body });
}

/** Registration does not sign in (part 1 §2): the login page follows, so no cache changes. */
export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}

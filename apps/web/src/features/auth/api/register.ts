import { useMutation } from "@tanstack/react-query";
import { registerResponseSchema, type RegisterRequest, type RegisterResponse } from "@turnuva/contract";
import { apiRequest } from "../../../lib/api-client.ts";

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest("/auth/register", { method: "POST", body, schema: registerResponseSchema });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}

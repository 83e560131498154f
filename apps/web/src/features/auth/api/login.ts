import { useMutation } from "@tanstack/react-query";
import { loginResponseSchema, type LoginRequest, type LoginResponse } from "@turnuva/contract";
import { apiRequest } from "../../../lib/api-client.ts";

export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest("/auth/login", { method: "POST", body, schema: loginResponseSchema });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client.ts";

/** The contract's messageResponseSchema: one Turkish sentence for the person. */
export interface MessageResponse {
  message: string;
}

/** Issue 26: `POST /api/auth/forgot-password`: 202 with the same sentence whether or not the address is known. */
export const useForgotPasswordMutation = () =>
  useMutation({ mutationFn: (body: { email: string }) => apiRequest<MessageResponse>("/auth/forgot-password", { method: "POST", body }) });

/** `POST /api/auth/reset-password`: the mail's token and the new password; 400 with a sentence for a bad link. */
export const useResetPasswordMutation = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string }) => apiRequest<MessageResponse>("/auth/reset-password", { method: "POST", body }),
  });

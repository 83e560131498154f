import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client.ts";

/** Issue 26 `POST /api/auth/change-password`: the account's other sessions end; this one stays. */
export const useChangePasswordMutation = () =>
  useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiRequest<{ message: string }>("/auth/change-password", { method: "POST", body, auth: true, scope: "user" }),
  });

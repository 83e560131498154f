import { z } from "zod";

/** Part 1 §3: sizes of a profile picture; null until the user uploads one. */
export const imageSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  mediumUrl: z.string(),
  largeUrl: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

/** A user as the API shows them. `email` is present only when the user sees themself. */
export const userSchema = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  email: z.string().optional(),
  profileImage: imageSchema.nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({ message: z.string(), user: userSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ status: z.enum(["up", "down"]), kind: z.enum(["embedded", "server"]) }),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const registerSuccessMessage = "Kayıt başarılı! Lütfen giriş yapın.";

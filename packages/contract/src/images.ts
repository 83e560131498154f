import * as z from "zod/mini";
import { imageSchema } from "./user.ts";

export * from "./image-rules.ts";

/**
 * Answers of the image calls (part 1 §7). An upload answers the new picture under `data`; a
 * delete answers `success` (the picture is then null everywhere).
 */
export const profileImageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ profileImage: imageSchema }),
});
export type ProfileImageResponse = z.infer<typeof profileImageResponseSchema>;

export const platformImageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ platformImage: imageSchema }),
});
export type PlatformImageResponse = z.infer<typeof platformImageResponseSchema>;

export const imageDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ImageDeletedResponse = z.infer<typeof imageDeletedResponseSchema>;

/**
 * `?stage=creation` on a platform-image upload: the creation form's 5 MB limit (part 1 §5) is
 * then the server's too. Without it the uploader's 10 MB applies.
 */
export const platformImageQuerySchema = z.object({
  stage: z.optional(z.enum(["creation"], { error: "Yükleme aşaması yalnızca creation olabilir." })),
});

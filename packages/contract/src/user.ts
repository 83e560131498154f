import * as z from "zod/mini";

/**
 * Part 1 §3: sizes of a picture; null until one is uploaded. `thumbnailUrl` is 80 px square,
 * `mediumUrl` 128, `largeUrl` 256, `url` the large one; `sizes` lists every square variant by its
 * width (80, 128, 192, 256) for `srcset`, and is absent on the older shapes part 1 §3 accepts.
 */
export const imageSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  mediumUrl: z.string(),
  largeUrl: z.string(),
  sizes: z.optional(z.array(z.object({ width: z.number(), url: z.string() }))),
});
export type Image = z.infer<typeof imageSchema>;

/**
 * A user as the API shows them. `email` is present only when the user sees themself (the users
 * policy decides); every answer is serialised through this schema, so no other column can leak.
 */
export const userSchema = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  email: z.optional(z.string()),
  profileImage: z.nullable(imageSchema),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({ message: z.string(), user: userSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

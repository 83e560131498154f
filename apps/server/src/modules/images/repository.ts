import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/database.ts";
import { imageVariants, platforms, type StoredImage, users } from "../../db/schema.ts";
import type { ProcessedImage } from "./processing.ts";

export { moveVariantUses } from "../../db/image-variants.ts";

/** The bytes of one stored variant, or null for a name nobody stored. */
export async function findVariantBytes(db: Executor, name: string): Promise<Buffer | null> {
  const [row] = await db.select({ bytes: imageVariants.bytes }).from(imageVariants).where(eq(imageVariants.name, name));
  return row?.bytes ?? null;
}

/** Who owns a platform, read without a lock: the owner rule before an upload's body is read. */
export async function findPlatformOwner(db: Executor, id: string): Promise<{ ownerId: string } | null> {
  const [row] = await db.select({ ownerId: platforms.ownerId }).from(platforms).where(eq(platforms.id, id));
  return row ?? null;
}

/** What a user or platform row keeps of a processed picture: the names of its variants. */
export function storedImageOf(image: ProcessedImage): StoredImage {
  return { large: image.large.name, squares: image.squares.map((s) => ({ width: s.size, name: s.name })) };
}

export async function setUserImage(tx: Executor, userId: string, image: StoredImage | null): Promise<void> {
  await tx
    .update(users)
    .set({ profileImage: image, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function setPlatformImage(tx: Executor, platformId: string, image: StoredImage | null): Promise<void> {
  await tx
    .update(platforms)
    .set({ image, updatedAt: sql`now()` })
    .where(eq(platforms.id, platformId));
}

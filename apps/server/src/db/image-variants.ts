import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Transaction } from "./database.ts";
import { imageVariants, type StoredImage } from "./schema.ts";

/** One variant of a picture as made (modules/images/processing.ts): its name (the hash), bytes and size. */
export interface NewVariant {
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/** A picture as made: its large variant and its squares. */
export interface NewImage {
  large: NewVariant;
  squares: NewVariant[];
}

const namesOf = (image: StoredImage | null) => (image ? [image.large, ...image.squares.map((s) => s.name)] : []);

/**
 * Moves a picture's uses from `before` to `after` inside the caller's transaction: the new
 * variants are stored (or, when the same bytes are stored already, their `uses` goes up), the old
 * ones lose a use each, and a variant whose last use went is deleted. A name in both, or one that
 * another user or platform still names, stays. Rows are touched in the order of their names, so
 * two swaps that share variants lock them in the same order and never deadlock; the `uses`
 * arithmetic happens under those row locks, so two swaps at once cannot both think they took the
 * last use (docs/decisions.md, "Images").
 */
export async function moveVariantUses(tx: Transaction, before: StoredImage | null, after: NewImage | null): Promise<void> {
  const incoming = new Map<string, NewVariant>();
  const delta = new Map<string, number>();
  for (const variant of after ? [after.large, ...after.squares] : []) {
    incoming.set(variant.name, variant);
    delta.set(variant.name, (delta.get(variant.name) ?? 0) + 1);
  }
  for (const name of namesOf(before)) delta.set(name, (delta.get(name) ?? 0) - 1);

  const released: string[] = [];
  for (const name of [...delta.keys()].sort()) {
    const change = delta.get(name)!;
    const variant = incoming.get(name);
    if (change > 0 && variant) {
      await tx
        .insert(imageVariants)
        .values({ name, bytes: variant.bytes, width: variant.width, height: variant.height, uses: change })
        .onConflictDoUpdate({ target: imageVariants.name, set: { uses: sql`${imageVariants.uses} + ${change}` } });
    } else if (change < 0) {
      await tx
        .update(imageVariants)
        .set({ uses: sql`greatest(${imageVariants.uses} + ${change}, 0)` })
        .where(eq(imageVariants.name, name));
      released.push(name);
    }
  }
  if (released.length > 0) {
    await tx.delete(imageVariants).where(and(inArray(imageVariants.name, released), lte(imageVariants.uses, 0)));
  }
}

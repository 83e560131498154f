import { type ImageDeletedResponse, type PlatformImageResponse, type ProfileImageResponse, imageMessages } from "@turnuva/contract/images";
import { platformMessages, serverMessages } from "@turnuva/contract";
import type { SignedInUser } from "../../actor.ts";
import type { Database, Transaction } from "../../db/database.ts";
import { platforms, users } from "../../db/schema.ts";
import { lockRow, withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { authorize } from "../../http/authorize.ts";
import { publishInTransaction } from "../../db/live-notify.ts";
import { platformsPolicy } from "@turnuva/contract/policies";
import { type PlatformRow } from "../platforms/repository.ts";
import { isUuid } from "../../db/ids.ts";
import { imageJson } from "../../http/image-json.ts";
import type { ImageProcessor } from "./processing.ts";
import { findPlatformOwner, findVariantBytes, moveVariantUses, setPlatformImage, setUserImage, storedImageOf } from "./repository.ts";
import type { Upload } from "./upload.ts";

/** A variant's name as the server makes them: the SHA-256 of its bytes in hex, `.webp`. */
const VARIANT_NAME = /^[0-9a-f]{64}\.webp$/;

const platformNotFound = () => new AppError("PLATFORM_NOT_FOUND", platformMessages.notFound);

/**
 * Profile and platform pictures (part 1 §3, §4, §7; issue 12). Every upload is decoded and made
 * into its variants before the transaction that swaps it in, so a refused or failed picture never
 * touches the one there is; the swap then moves the variants' uses in the same commit as the
 * user's or platform's row (modules/images/repository.ts).
 */
export function imagesService(db: Database, processor: ImageProcessor) {
  /** The signed-in user's row, locked: two uploads of one person take turns. */
  async function lockUser(tx: Transaction, actor: SignedInUser) {
    const user = await lockRow(tx, users, actor.id);
    // Found with the session a moment ago; only an account deleted in between is missing now.
    if (!user) throw new AppError("INVALID_TOKEN", serverMessages.sessionExpired);
    return user;
  }

  /** The platform's row, locked, and the owner rule (part 1 §6) checked on what was locked. */
  async function lockOwnPlatform(tx: Transaction, actor: SignedInUser, id: string): Promise<PlatformRow> {
    const platform = isUuid(id) ? await lockRow(tx, platforms, id) : null;
    if (!platform) throw platformNotFound();
    authorize(actor, platformsPolicy.canChangeImage(actor, platform), platformMessages.editForbidden);
    return platform;
  }

  /**
   * A tournament's cached answer shows its participants' pictures (modules/tournaments/read-cache.ts):
   * every instance is told, at COMMIT, to drop the answers that show this user. A platform's picture
   * is in no tournament's answer, so its changes say nothing.
   */
  const pictureChanged = (tx: Transaction, userId: string) => publishInTransaction(tx, { kind: "user", userId });

  return {
    /**
     * Upload and replace alike: the new picture takes the place of any there was. One upload per
     * person is decoded or waiting at a time (the processor's `owner`), profile and platform
     * together; `signal` aborts when the client has gone.
     */
    async setProfileImage(actor: SignedInUser, upload: Upload, signal?: AbortSignal): Promise<ProfileImageResponse> {
      const processed = await processor.process(upload.bytes, { owner: actor.id, signal });
      const image = storedImageOf(processed);
      await withTransaction(db, async (tx) => {
        const user = await lockUser(tx, actor);
        await moveVariantUses(tx, user.profileImage, processed);
        await setUserImage(tx, user.id, image);
        await pictureChanged(tx, user.id);
      });
      return { success: true, message: imageMessages.profileUploaded, data: { profileImage: imageJson(image) } };
    },

    async deleteProfileImage(actor: SignedInUser): Promise<ImageDeletedResponse> {
      await withTransaction(db, async (tx) => {
        const user = await lockUser(tx, actor);
        if (!user.profileImage) throw new AppError("NO_PROFILE_IMAGE", imageMessages.noProfileImage);
        await moveVariantUses(tx, user.profileImage, null);
        await setUserImage(tx, user.id, null);
        await pictureChanged(tx, user.id);
      });
      return { success: true, message: imageMessages.profileDeleted };
    },

    /**
     * The owner rule before the body is read, so nobody else makes the server read ten megabytes.
     * Ownership never changes, but the rule that counts is still the one checked on the locked row
     * in the transaction that swaps, as for every write.
     */
    async checkPlatformImageChange(actor: SignedInUser, id: string): Promise<void> {
      const platform = isUuid(id) ? await findPlatformOwner(db, id) : null;
      if (!platform) throw platformNotFound();
      authorize(actor, platformsPolicy.canChangeImage(actor, platform), platformMessages.editForbidden);
    },

    async setPlatformImage(actor: SignedInUser, id: string, upload: Upload, signal?: AbortSignal): Promise<PlatformImageResponse> {
      const processed = await processor.process(upload.bytes, { owner: actor.id, signal });
      const image = storedImageOf(processed);
      await withTransaction(db, async (tx) => {
        const platform = await lockOwnPlatform(tx, actor, id);
        await moveVariantUses(tx, platform.image, processed);
        await setPlatformImage(tx, platform.id, image);
      });
      return { success: true, message: imageMessages.platformUploaded, data: { platformImage: imageJson(image) } };
    },

    async deletePlatformImage(actor: SignedInUser, id: string): Promise<ImageDeletedResponse> {
      await withTransaction(db, async (tx) => {
        const platform = await lockOwnPlatform(tx, actor, id);
        if (!platform.image) throw new AppError("NO_PLATFORM_IMAGE", imageMessages.noPlatformImage);
        await moveVariantUses(tx, platform.image, null);
        await setPlatformImage(tx, platform.id, null);
      });
      return { success: true, message: imageMessages.platformDeleted };
    },

    /** A stored variant's bytes; null for any name the server could not have made, or did not keep. */
    async variant(name: string): Promise<Buffer | null> {
      return VARIANT_NAME.test(name) ? findVariantBytes(db, name) : null;
    },
  };
}

export type ImagesService = ReturnType<typeof imagesService>;

import {
  MEMBERS_PREVIEW_SIZE,
  type InviteResponse,
  type MembersPreviewResponse,
  type MyPlatformsResponse,
  type PlatformCheckResponse,
  type PlatformDetail,
  type PlatformInvitationsResponse,
  type PlatformMembersResponse,
  type PlatformMessageResponse,
  type PlatformWriteResponse,
  type SentInvitationsResponse,
  type PublicPlatformsResponse,
  type RemoveMemberResponse,
  type createPlatformRequestSchema,
  type invitationsQuerySchema,
  type invitePlatformMemberRequestSchema,
  platformMessages,
  type publicPlatformsQuerySchema,
  type removePlatformMemberRequestSchema,
  type updatePlatformRequestSchema,
} from "@turnuva/contract";
import type { z } from "zod/mini";
import type { Actor } from "../../actor.ts";
import type { Database, Transaction } from "../../db/database.ts";
import { platforms } from "../../db/schema.ts";
import { lockRow, withTransaction } from "../../db/transaction.ts";
import { moveVariantUses } from "../../db/image-variants.ts";
import { publishInTransaction } from "../../db/live-notify.ts";
import { AppError } from "../../http/app-error.ts";
import { authorize } from "../../http/authorize.ts";
import { invitationJson, membersJson, platformDetailJson, platformJson } from "./platform-json.ts";
import { platformsPolicy } from "@turnuva/contract/policies";
import {
  type PlatformRow,
  deleteInvitation,
  deleteMembership,
  deletePlatform,
  findInvitationById,
  findPlatformOwnerOf,
  listSentInvitations,
  tournamentsOfPlatform,
  findInvitation,
  findMembership,
  findPlatformIdBySlug,
  findPlatformView,
  findPlatformViewBySlug,
  findUserByEmail,
  insertInvitation,
  insertMembership,
  insertPlatform,
  countInvitationsOf,
  listInvitationsOf,
  listMembers,
  listPlatformsOfUser,
  listPublicPlatforms,
  platformExists,
  platformIdsOfUser,
  updatePlatform,
  usernameOf,
} from "./repository.ts";
import { isUuid } from "../../db/ids.ts";
import { type NotifyContext, notify } from "../notifications/notify.ts";

export type CreatePlatformInput = z.output<typeof createPlatformRequestSchema>;
export type UpdatePlatformInput = z.output<typeof updatePlatformRequestSchema>;
export type InviteInput = z.output<typeof invitePlatformMemberRequestSchema>;
export type RemoveMemberInput = z.output<typeof removePlatformMemberRequestSchema>;
export type PublicPlatformsInput = z.output<typeof publicPlatformsQuerySchema>;
export type InvitationsInput = z.output<typeof invitationsQuerySchema>;

/**
 * Someone signed in: the writes are routes with `auth: "required"`, so a visitor got the 401
 * before reaching them. The policies still take any `Actor` and say no to a visitor themselves.
 */
type SignedInActor = NonNullable<Actor>;

const notFound = () => new AppError("PLATFORM_NOT_FOUND", platformMessages.notFound);

/**
 * The platform's row, locked until the transaction ends: the first statement of every write that
 * decides on what it reads (owner, membership, invitation), so two writes to one platform take
 * turns. Unknown and malformed ids are the same 404.
 */
async function lockPlatform(tx: Transaction, id: string): Promise<PlatformRow> {
  const platform = isUuid(id) ? await lockRow(tx, platforms, id) : null;
  if (!platform) throw notFound();
  return platform;
}

/** The answer of a write: the platform as it is now, read in the same transaction. */
async function currentPlatform(tx: Transaction, id: string) {
  const view = await findPlatformView(tx, id);
  if (!view) throw notFound();
  return platformJson(view);
}

/** How a notification names a platform (issue 26). */
const platformRef = (platform: PlatformRow) => ({ slug: platform.slug, name: platform.name });

/**
 * Use cases of the platforms area (part 1 §3–§7); routes.ts only calls these. `notifyContext`:
 * where the links of the mails their notifications make point (issue 26).
 */
export function platformsService(db: Database, notifyContext: NotifyContext) {
  return {
    async create(actor: SignedInActor, input: CreatePlatformInput): Promise<PlatformWriteResponse> {
      authorize(actor, platformsPolicy.canCreate(actor));
      return withTransaction(db, async (tx) => {
        const row = await insertPlatform(tx, {
          name: input.name,
          description: input.description ?? "",
          game: input.game,
          deviceType: input.deviceType,
          ownerId: actor.id,
        });
        // The founder is the platform's first member and its only owner, from the same commit.
        await insertMembership(tx, { platformId: row.id, userId: actor.id, role: "owner" });
        return { message: platformMessages.created, platform: await currentPlatform(tx, row.id) };
      });
    },

    async mine(userId: string): Promise<MyPlatformsResponse> {
      return { platforms: (await listPlatformsOfUser(db, userId)).map(platformJson) };
    },

    /** Part 1 §2: the Create button needs none, one (which) or several. */
    async check(userId: string): Promise<PlatformCheckResponse> {
      const ids = await platformIdsOfUser(db, userId);
      const status = ids.length === 0 ? "none" : ids.length === 1 ? "single" : "multiple";
      return { status, count: ids.length, platforms: ids.map((id) => ({ _id: id })) };
    },

    async invitations(userId: string, { page, limit }: InvitationsInput): Promise<PlatformInvitationsResponse> {
      const [rows, totalCount] = await Promise.all([
        listInvitationsOf(db, userId, { offset: (page - 1) * limit, limit }),
        countInvitationsOf(db, userId),
      ]);
      const totalPages = Math.ceil(totalCount / limit);
      return {
        invitations: rows.map(invitationJson),
        pagination: { currentPage: page, totalPages, totalCount, hasMore: page < totalPages, limit },
      };
    },

    async publicList({ game, page, limit }: PublicPlatformsInput): Promise<PublicPlatformsResponse> {
      const { rows, totalCount } = await listPublicPlatforms(db, { game, page, limit });
      const totalPages = Math.ceil(totalCount / limit);
      return {
        platforms: rows.map(platformJson),
        pagination: { currentPage: page, totalPages, totalCount, hasMore: page < totalPages, limit },
      };
    },

    async byId(id: string): Promise<PlatformDetail> {
      const view = await findPlatformView(db, id);
      if (!view) throw notFound();
      return platformDetailJson(view);
    },

    async bySlug(slug: string): Promise<PlatformDetail> {
      const view = await findPlatformViewBySlug(db, slug);
      if (!view) throw notFound();
      return platformDetailJson(view);
    },

    async members(actor: Actor, id: string): Promise<PlatformMembersResponse> {
      if (!(await platformExists(db, id))) throw notFound();
      return { members: membersJson(await listMembers(db, id), actor) };
    },

    /**
     * The detail page's first members by name, and how many there are (part 1 §2). All of them are
     * read and sorted to find the first: a community's members are a few hundred at most, and the
     * order must be the Turkish one, which only ICU gives alike on every database.
     */
    async membersPreview(actor: Actor, slug: string): Promise<MembersPreviewResponse> {
      const id = await findPlatformIdBySlug(db, slug);
      if (!id) throw notFound();
      const members = membersJson(await listMembers(db, id), actor);
      return { members: members.slice(0, MEMBERS_PREVIEW_SIZE), memberCount: members.length };
    },

    async update(actor: SignedInActor, id: string, input: UpdatePlatformInput): Promise<PlatformWriteResponse> {
      return withTransaction(db, async (tx) => {
        const platform = await lockPlatform(tx, id);
        authorize(actor, platformsPolicy.canEdit(actor, platform), platformMessages.editForbidden);
        // The name is not among the changes: it is fixed at creation (part 1 §5), and so is the slug.
        await updatePlatform(tx, platform.id, {
          // A request without a description keeps the one there is; "" clears it.
          description: input.description ?? platform.description,
          game: input.game,
          deviceType: input.deviceType,
        });
        return { message: platformMessages.updated, platform: await currentPlatform(tx, platform.id) };
      });
    },

    async invite(actor: SignedInActor, id: string, input: InviteInput): Promise<InviteResponse> {
      return withTransaction(db, async (tx) => {
        const platform = await lockPlatform(tx, id);
        authorize(actor, platformsPolicy.canInvite(actor, platform), platformMessages.inviteForbidden);
        const invitee = await findUserByEmail(tx, input.email);
        if (!invitee) throw new AppError("INVITEE_NOT_FOUND", platformMessages.inviteeNotRegistered);
        if (await findMembership(tx, platform.id, invitee.id)) throw new AppError("ALREADY_MEMBER", platformMessages.alreadyMember);
        // The platform's lock already makes a second invite wait and find the first; the unique
        // index is the last word all the same.
        const invitation = await insertInvitation(tx, { platformId: platform.id, inviteeId: invitee.id, invitedById: actor.id, email: input.email });
        if (!invitation) throw new AppError("ALREADY_INVITED", platformMessages.alreadyInvited);
        // Issue 26: the invitee hears of it, in the app and (by default) by e-mail.
        await notify(tx, notifyContext, [invitee.id], "platformInvited", { platform: platformRef(platform), actor: await usernameOf(tx, actor.id) });
        // Not who the invitation is for: the one asking typed an e-mail, and learns no account's name.
        return {
          message: platformMessages.invited(platform.name),
          invitation: { _id: invitation.id, createdAt: invitation.createdAt.toISOString() },
        };
      });
    },

    /** Part 1 §4: the invitation gives way to the membership, both in one commit. */
    async acceptInvitation(actor: SignedInActor, id: string): Promise<PlatformWriteResponse> {
      return withTransaction(db, async (tx) => {
        const platform = await lockPlatform(tx, id);
        const invitation = await findInvitation(tx, platform.id, actor.id);
        if (!invitation) {
          // A second click, or a second tab, after the first accept went through.
          if (await findMembership(tx, platform.id, actor.id)) {
            throw new AppError("ALREADY_MEMBER", platformMessages.youAreAlreadyMember);
          }
          throw new AppError("INVITATION_NOT_FOUND", platformMessages.invitationNotFound);
        }
        authorize(actor, platformsPolicy.canAcceptInvitation(actor, invitation));
        await deleteInvitation(tx, invitation.id);
        await insertMembership(tx, { platformId: platform.id, userId: actor.id, role: "member" });
        await notify(
          tx,
          notifyContext,
          [platform.ownerId],
          "invitationAccepted",
          { platform: platformRef(platform), actor: await usernameOf(tx, actor.id) },
          { except: actor.id },
        );
        return { message: platformMessages.accepted, platform: await currentPlatform(tx, platform.id) };
      });
    },

    async removeMember(actor: SignedInActor, id: string, input: RemoveMemberInput): Promise<RemoveMemberResponse> {
      return withTransaction(db, async (tx) => {
        const platform = await lockPlatform(tx, id);
        authorize(actor, platformsPolicy.canRemoveMember(actor, platform), platformMessages.removeForbidden);
        if (input.userId === platform.ownerId) throw new AppError("OWNER_NOT_REMOVABLE", platformMessages.ownerNotRemovable);
        const membership = await findMembership(tx, platform.id, input.userId);
        if (!membership) throw new AppError("NOT_A_MEMBER", platformMessages.notAMember);
        // Only the membership row goes: the account stays, and so will the rows of matches they
        // played (they reference users, not memberships), so past tournaments keep their names.
        await deleteMembership(tx, platform.id, membership.userId);
        await notify(tx, notifyContext, [membership.userId], "platformRemoved", { platform: platformRef(platform) }, { except: actor.id });
        return { message: platformMessages.removed(membership.username), userId: membership.userId };
      });
    },

    /**
     * Issue 25: a member who is not the owner leaves. Only the membership goes, as with a removal:
     * their matches and tournaments stay, and the owner manages what they created.
     */
    async leave(actor: SignedInActor, id: string): Promise<PlatformMessageResponse> {
      return withTransaction(db, async (tx) => {
        const platform = await lockPlatform(tx, id);
        if (actor.id === platform.ownerId) throw new AppError("OWNER_NOT_REMOVABLE", platformMessages.ownerCannotLeave);
        const membership = await findMembership(tx, platform.id, actor.id);
        if (!membership) throw new AppError("NOT_A_MEMBER", platformMessages.youAreNotMember);
        authorize(actor, platformsPolicy.canLeave(actor, platform, true));
        await deleteMembership(tx, platform.id, actor.id);
        return { message: platformMessages.left(platform.name) };
      });
    },

    /** Issue 25: the invited person turns the invitation down; the owner may invite again. */
    async declineInvitation(actor: SignedInActor, id: string): Promise<PlatformMessageResponse> {
      return withTransaction(db, async (tx) => {
        const platform = await lockPlatform(tx, id);
        const invitation = await findInvitation(tx, platform.id, actor.id);
        if (!invitation) throw new AppError("INVITATION_NOT_FOUND", platformMessages.invitationNotFound);
        authorize(actor, platformsPolicy.canDeclineInvitation(actor, invitation));
        await deleteInvitation(tx, invitation.id);
        return { message: platformMessages.declined };
      });
    },

    /** Issue 25: the owner's list of invitations still waiting, with the address typed, a page at a time. */
    async sentInvitations(actor: SignedInActor, id: string, { page, limit }: InvitationsInput): Promise<SentInvitationsResponse> {
      const platform = await findPlatformOwnerOf(db, id);
      if (!platform) throw notFound();
      authorize(actor, platformsPolicy.canSeeInvitations(actor, platform), platformMessages.invitationsForbidden);
      const { rows, totalCount } = await listSentInvitations(db, platform.id, { offset: (page - 1) * limit, limit });
      const totalPages = Math.ceil(totalCount / limit);
      return {
        invitations: rows.map((row) => ({ _id: row.id, email: row.email ?? "", createdAt: row.createdAt.toISOString() })),
        pagination: { currentPage: page, totalPages, totalCount, hasMore: page < totalPages, limit },
      };
    },

    /** Issue 25: the owner takes one invitation back. */
    async cancelInvitation(actor: SignedInActor, id: string, invitationId: string): Promise<PlatformMessageResponse> {
      return withTransaction(db, async (tx) => {
        const platform = await lockPlatform(tx, id);
        authorize(actor, platformsPolicy.canCancelInvitation(actor, platform), platformMessages.invitationsForbidden);
        const invitation = await findInvitationById(tx, platform.id, invitationId);
        if (!invitation) throw new AppError("INVITATION_NOT_FOUND", platformMessages.invitationGone);
        await deleteInvitation(tx, invitation.id);
        return { message: platformMessages.invitationCancelled };
      });
    },

    /**
     * Issue 25: the owner deletes the platform with every tournament in it (their matches,
     * participants and reports go with them), its members and invitations, and its picture's uses.
     * Each tournament announces its deletion, so every instance forgets it and ends its streams.
     */
    async remove(actor: SignedInActor, id: string): Promise<PlatformMessageResponse> {
      return withTransaction(db, async (tx) => {
        const platform = await lockPlatform(tx, id);
        authorize(actor, platformsPolicy.canDelete(actor, platform), platformMessages.deleteForbidden);
        const gone = await tournamentsOfPlatform(tx, platform.id);
        await deletePlatform(tx, platform.id);
        await moveVariantUses(tx, platform.image, null);
        for (const tournament of gone) {
          await publishInTransaction(tx, {
            kind: "tournament",
            event: {
              tournamentId: tournament.id,
              slug: tournament.slug,
              platformId: platform.id,
              name: tournament.name,
              version: tournament.version + 1,
              status: tournament.status,
              change: "deleted",
              matches: [],
              participantIds: tournament.participantIds,
            },
          });
        }
        return { message: platformMessages.deleted(platform.name) };
      });
    },
  };
}

export type PlatformsService = ReturnType<typeof platformsService>;

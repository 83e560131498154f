import { STATUSES, SYSTEMS } from "@turnuva/domain";
import * as z from "zod/mini";
import { checkedString, emailProblem, emailRules } from "./auth.ts";
import { paginationSchema } from "./pagination.ts";
import { gameProblem, platformDescriptionProblem, platformNameProblem, platformRules, playAreaProblem } from "./platform-rules.ts";
import { normalizeLine, normalizeParagraphs } from "./text.ts";
import { imageSchema } from "./user.ts";

export * from "./platform-rules.ts";

const gameField = checkedString(gameProblem, platformRules.messages.gameRequired);

const descriptionField = z.optional(
  checkedString(platformDescriptionProblem, platformRules.messages.descriptionNotText, { normalize: normalizeParagraphs }),
);

/**
 * A play area is checked against the game beside it, so the message lands on the play-area field
 * (an empty one is the field's own 'Lütfen bir oyun alanı seçin.').
 */
function playAreaOfGame(input: { game: string; deviceType: string }, ctx: z.core.$RefinementCtx<unknown>) {
  const message = input.deviceType.length === 0 ? null : playAreaProblem(input.game, input.deviceType);
  if (message) ctx.addIssue({ code: "custom", message, path: ["deviceType"], input: input.deviceType });
}

const playAreaField = z.string({ error: platformRules.messages.playAreaRequired }).check(z.minLength(1, platformRules.messages.playAreaRequired));

/** `POST /api/platforms` (part 1 §7): name, description, game, deviceType. */
export const createPlatformRequestSchema = z
  .object({
    name: checkedString(platformNameProblem, platformRules.messages.nameRequired, { normalize: normalizeLine }),
    description: descriptionField,
    game: gameField,
    deviceType: playAreaField,
  })
  .check(z.superRefine((input, ctx) => playAreaOfGame(input, ctx)));
export type CreatePlatformRequest = z.input<typeof createPlatformRequestSchema>;

/**
 * `PUT /api/platforms/:id` (part 1 §7): description, game, deviceType. The name is fixed after
 * creation; a request that carries one is refused rather than quietly half-applied.
 */
export const updatePlatformRequestSchema = z
  .object({
    name: z.optional(z.never({ error: platformRules.messages.nameFixed })),
    description: descriptionField,
    game: gameField,
    deviceType: playAreaField,
  })
  .check(z.superRefine((input, ctx) => playAreaOfGame(input, ctx)));
export type UpdatePlatformRequest = z.input<typeof updatePlatformRequestSchema>;

/** `POST /api/platforms/:id/invite`: the invitee's e-mail, matched regardless of case. */
export const invitePlatformMemberRequestSchema = z.object({
  email: checkedString(emailProblem, emailRules.messages.required, { normalize: (value) => value.trim() }),
});
export type InvitePlatformMemberRequest = z.input<typeof invitePlatformMemberRequestSchema>;

export const removeMemberMessages = {
  userRequired: "Çıkarılacak üyeyi seçin.",
} as const;

/** `POST /api/platforms/:id/remove-member`: the member's user id. */
export const removePlatformMemberRequestSchema = z.object({
  // An id is 36 characters; anything much longer names nobody.
  userId: z
    .string({ error: removeMemberMessages.userRequired })
    .check(z.minLength(1, removeMemberMessages.userRequired), z.maxLength(64, removeMemberMessages.userRequired)),
});
export type RemovePlatformMemberRequest = z.input<typeof removePlatformMemberRequestSchema>;

export const platformIdParamsSchema = z.object({ id: z.string() });
export const platformSlugParamsSchema = z.object({ slug: z.string() });

const invitationsLimitMessage = "Sayfa boyutu 1 ile 50 arasında bir tam sayı olmalıdır.";

/** The public list is paged (docs/decisions.md): 24 cards a page by default, at most 100. */
export const publicPlatformsPage = { defaultLimit: 24, maxLimit: 100 } as const;

export const publicPlatformsQueryMessages = {
  page: "Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.",
  limit: `Sayfa boyutu 1 ile ${publicPlatformsPage.maxLimit} arasında bir tam sayı olmalıdır.`,
} as const;

/**
 * `GET /api/platforms/public?game=&page=&limit=`: an unknown game is refused, not ignored; an
 * empty one (a filter set to "all") is no filter.
 */
export const publicPlatformsQuerySchema = z.object({
  game: z.pipe(
    z.transform((value: unknown) => (value === "" ? undefined : value)),
    z.optional(gameField),
  ),
  page: z._default(
    z.coerce
      .number({ error: publicPlatformsQueryMessages.page })
      .check(z.int(publicPlatformsQueryMessages.page), z.gte(1, publicPlatformsQueryMessages.page)),
    1,
  ),
  limit: z._default(
    z.coerce
      .number({ error: publicPlatformsQueryMessages.limit })
      .check(
        z.int(publicPlatformsQueryMessages.limit),
        z.gte(1, publicPlatformsQueryMessages.limit),
        z.lte(publicPlatformsPage.maxLimit, publicPlatformsQueryMessages.limit),
      ),
    publicPlatformsPage.defaultLimit,
  ),
});
export type PublicPlatformsQuery = z.input<typeof publicPlatformsQuerySchema>;

/** Someone named beside a platform: its owner, an inviter. */
export const personSchema = z.object({
  _id: z.string(),
  username: z.string(),
});
export type Person = z.infer<typeof personSchema>;

/**
 * A platform in the spec's field names (part 1 §3). `owner` is always the object (the spec's
 * "user id on the user's own list" is `owner._id`); `platformImage` is null until the owner
 * uploads one. The counts are exact: counted from the rows, not kept beside them.
 */
export const platformSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  game: z.string(),
  deviceType: z.string(),
  owner: personSchema,
  memberCount: z.int(),
  tournamentCount: z.int(),
  platformImage: z.nullable(imageSchema),
  createdAt: z.string(),
});
export type Platform = z.infer<typeof platformSchema>;

/** `GET /api/platforms/slug/:slug`: the platform and its completed tournaments' count. */
export const platformDetailSchema = z.extend(platformSchema, { completedTournamentCount: z.int() });
export type PlatformDetail = z.infer<typeof platformDetailSchema>;

export const publicPlatformsResponseSchema = z.object({
  platforms: z.array(platformSchema),
  pagination: paginationSchema,
});
export type PublicPlatformsResponse = z.infer<typeof publicPlatformsResponseSchema>;

/** `GET /api/platforms/my`: every platform the user belongs to, newest membership first. */
export const myPlatformsResponseSchema = z.object({ platforms: z.array(platformSchema) });
export type MyPlatformsResponse = z.infer<typeof myPlatformsResponseSchema>;

/** Part 1 §3 platform status check, as the Create button needs it. */
export const platformCheckResponseSchema = z.object({
  status: z.enum(["none", "single", "multiple"]),
  count: z.int(),
  platforms: z.array(z.object({ _id: z.string() })),
});
export type PlatformCheckResponse = z.infer<typeof platformCheckResponseSchema>;

/**
 * A member as a list shows them, sorted by username with Turkish collation. `email` only when the
 * one asking is a member of that platform.
 */
export const platformMemberSchema = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  email: z.optional(z.string()),
  profileImage: z.nullable(imageSchema),
  isOwner: z.boolean(),
  joinedAt: z.string(),
  /**
   * Issue 25: how many of the platform's unfinished tournaments they play in, for the owner's
   * warning before removing them; shown to the platform's members, as the e-mails are.
   */
  runningTournamentCount: z.optional(z.int()),
});
export type PlatformMember = z.infer<typeof platformMemberSchema>;

export const platformMembersResponseSchema = z.object({ members: z.array(platformMemberSchema) });
export type PlatformMembersResponse = z.infer<typeof platformMembersResponseSchema>;

/** How many members the detail page's preview shows; `memberCount` says how many there are. */
export const MEMBERS_PREVIEW_SIZE = 12;

export const membersPreviewResponseSchema = z.object({
  members: z.array(platformMemberSchema),
  memberCount: z.int(),
});
export type MembersPreviewResponse = z.infer<typeof membersPreviewResponseSchema>;

/** A tournament card on the platform page (part 1 §2). */
export const platformTournamentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.nullable(z.string()),
  system: z.enum(SYSTEMS),
  status: z.enum(STATUSES),
  participantCount: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  champion: z.nullable(personSchema),
});
export type PlatformTournament = z.infer<typeof platformTournamentSchema>;

export const platformTournamentsResponseSchema = z.object({
  active: z.array(platformTournamentSchema),
  completed: z.array(platformTournamentSchema),
});
export type PlatformTournamentsResponse = z.infer<typeof platformTournamentsResponseSchema>;

/** A pending invitation, as the invited person sees it (`GET /api/platforms/invitations`). */
export const platformInvitationSchema = z.object({
  _id: z.string(),
  platform: z.object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    game: z.string(),
    deviceType: z.string(),
    owner: personSchema,
  }),
  invitedBy: personSchema,
  createdAt: z.string(),
});
export type PlatformInvitation = z.infer<typeof platformInvitationSchema>;

/**
 * Issue 23: the invitation list is paged (20 by default, at most 50, newest first), so that a
 * person invited hundreds of times gets a page, not hundreds of kilobytes.
 */
export const invitationsPage = { defaultLimit: 20, maxLimit: 50 } as const;

export const invitationsQuerySchema = z.object({
  page: z._default(
    z.coerce
      .number({ error: publicPlatformsQueryMessages.page })
      .check(z.int(publicPlatformsQueryMessages.page), z.gte(1, publicPlatformsQueryMessages.page)),
    1,
  ),
  limit: z._default(
    z.coerce
      .number({ error: invitationsLimitMessage })
      .check(z.int(invitationsLimitMessage), z.gte(1, invitationsLimitMessage), z.lte(invitationsPage.maxLimit, invitationsLimitMessage)),
    invitationsPage.defaultLimit,
  ),
});
export type InvitationsQuery = z.input<typeof invitationsQuerySchema>;

export const platformInvitationsResponseSchema = z.object({ invitations: z.array(platformInvitationSchema), pagination: paginationSchema });
export type PlatformInvitationsResponse = z.infer<typeof platformInvitationsResponseSchema>;

/** Answers of the writes: the spec's success sentence and what changed. */
export const platformWriteResponseSchema = z.object({ message: z.string(), platform: platformSchema });
export type PlatformWriteResponse = z.infer<typeof platformWriteResponseSchema>;

/**
 * The invitation as made, without who it is for (issue 23): an answer that named the account of an
 * e-mail address told anyone who asked which username it has.
 */
export const inviteResponseSchema = z.object({ message: z.string(), invitation: z.object({ _id: z.string(), createdAt: z.string() }) });
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

export const removeMemberResponseSchema = z.object({ message: z.string(), userId: z.string() });

/** Issue 25: the answer of a write that leaves nothing to show: its sentence. */
export const platformMessageResponseSchema = z.object({ message: z.string() });
export type PlatformMessageResponse = z.infer<typeof platformMessageResponseSchema>;

/**
 * Issue 25: an invitation as its platform's owner sees it (`GET /api/platforms/:id/invitations`):
 * the address the owner typed and when, never whose account it is (an invitation must not tell
 * who owns an address).
 */
export const sentInvitationSchema = z.object({ _id: z.string(), email: z.string(), createdAt: z.string() });
export type SentInvitation = z.infer<typeof sentInvitationSchema>;
export const sentInvitationsResponseSchema = z.object({ invitations: z.array(sentInvitationSchema), pagination: paginationSchema });
export type SentInvitationsResponse = z.infer<typeof sentInvitationsResponseSchema>;

export const invitationParamsSchema = z.object({ id: z.string(), invitationId: z.string() });
export type RemoveMemberResponse = z.infer<typeof removeMemberResponseSchema>;

/** Part 1 §8: the platform sentences the server sends, exact where the spec quotes them. */
export const platformMessages = {
  created: "Platform başarıyla oluşturuldu!",
  updated: "Platform başarıyla güncellendi!",
  invited: (platform: string) => `${platform} platformuna davet başarıyla gönderildi!`,
  accepted: "Davet kabul edildi!",
  removed: (username: string) => `${username} başarıyla platformdan çıkarıldı.`,
  notFound: "Platform bulunamadı.",
  editForbidden: "Bu platformu düzenleme yetkiniz yok.",
  inviteForbidden: "Bu platforma yalnızca platform sahibi üye davet edebilir.",
  removeForbidden: "Bu platformdan yalnızca platform sahibi üye çıkarabilir.",
  inviteeNotRegistered: "Bu e-posta adresiyle kayıtlı bir kullanıcı bulunamadı. Davet edilecek kişinin önce siteye kayıt olması gerekir.",
  alreadyMember: "Bu kullanıcı zaten platformun üyesi.",
  alreadyInvited: "Bu kullanıcı bu platforma zaten davet edildi.",
  invitationNotFound: "Bu platform için bekleyen bir davetiniz bulunmuyor.",
  youAreAlreadyMember: "Zaten bu platformun üyesisiniz.",
  ownerNotRemovable: "Platform sahibi platformdan çıkarılamaz.",
  notAMember: "Bu kullanıcı platformun üyesi değil.",
  // Issue 25: leaving, declining, the owner's invitations, deleting.
  left: (platform: string) => `${platform} platformundan ayrıldınız.`,
  ownerCannotLeave: "Platform sahibi platformdan ayrılamaz.",
  youAreNotMember: "Bu platformun üyesi değilsiniz.",
  declined: "Davet reddedildi.",
  invitationCancelled: "Davet geri alındı.",
  invitationGone: "Bu davet artık bekleyen davetler arasında değil.",
  invitationsForbidden: "Bekleyen davetleri yalnızca platform sahibi görebilir ve geri alabilir.",
  deleteForbidden: "Bu platformu yalnızca platform sahibi silebilir.",
  deleted: (platform: string) => `${platform} platformu ve tüm turnuvaları silindi.`,
  // Issue 23: per person and hour (PLATFORMS_PER_HOUR, INVITATIONS_PER_HOUR).
  tooManyPlatforms: (limit: number, retryAfterSeconds: number) =>
    `Bir saatte en fazla ${limit} platform oluşturabilirsiniz. Lütfen ${minutesOf(retryAfterSeconds)} dakika sonra tekrar deneyin.`,
  tooManyInvitations: (limit: number, retryAfterSeconds: number) =>
    `Bir saatte en fazla ${limit} davet gönderebilirsiniz. Lütfen ${minutesOf(retryAfterSeconds)} dakika sonra tekrar deneyin.`,
} as const;

/** A wait in whole minutes, at least one: "59 dakika", never "3540 saniye". */
export const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

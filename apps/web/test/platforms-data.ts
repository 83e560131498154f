import type {
  Platform,
  PlatformInvitation,
  PlatformInvitationsResponse,
  PlatformMember,
  SentInvitation,
  SentInvitationsResponse,
} from "@turnuva/contract";
import { stubServer, userJson } from "./network-stub.ts";

/** A platform as the API answers it; `owner` is a username whose id is `id-{username}`. */
export function platformJson(name: string, overrides: Partial<Platform> & { ownerName?: string } = {}): Platform {
  const { ownerName = "ayse", ...rest } = overrides;
  // Slugs are ASCII, Turkish letters transliterated (DESIGN §3).
  const ascii: Record<string, string> = { ş: "s", ğ: "g", ı: "i", ö: "o", ü: "u", ç: "c" };
  const slug = [...name.toLocaleLowerCase("tr-TR")].map((letter) => (letter === " " ? "-" : (ascii[letter] ?? letter))).join("");
  return {
    _id: `p-${slug}`,
    id: `p-${slug}`,
    name,
    slug,
    description: "",
    game: "eFootball",
    deviceType: "efootball_ps5",
    owner: { _id: `id-${ownerName}`, username: ownerName },
    memberCount: 3,
    tournamentCount: 1,
    platformImage: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    ...rest,
  };
}

/** A member as the platform's members see them: with the e-mail and the running-tournament count (issue 25). */
export function memberJson(username: string, isOwner = false, runningTournamentCount = 0): PlatformMember {
  return {
    _id: `id-${username}`,
    id: `id-${username}`,
    username,
    email: `${username}@example.com`,
    profileImage: null,
    isOwner,
    joinedAt: "2025-01-01T00:00:00.000Z",
    runningTournamentCount,
  };
}

/** One page of `GET /api/platforms/:id/invitations`, the owner's invitations still waiting (issue 25). */
export function sentInvitationsPage(invitations: SentInvitation[], page = 1, totalCount = invitations.length): SentInvitationsResponse {
  const totalPages = Math.ceil(totalCount / 20);
  return { invitations, pagination: { currentPage: page, totalPages, totalCount, hasMore: page < totalPages, limit: 20 } };
}

/** One page of `GET /api/platforms/invitations` (20 a page, as the server answers). */
export function invitationsPage(invitations: PlatformInvitation[], page = 1, totalCount = invitations.length): PlatformInvitationsResponse {
  const totalPages = Math.ceil(totalCount / 20);
  return { invitations, pagination: { currentPage: page, totalPages, totalCount, hasMore: page < totalPages, limit: 20 } };
}

export function invitationJson(platform: Platform): PlatformInvitation {
  return {
    _id: `inv-${platform._id}`,
    platform: {
      _id: platform._id,
      name: platform.name,
      slug: platform.slug,
      game: platform.game,
      deviceType: platform.deviceType,
      owner: platform.owner,
    },
    invitedBy: platform.owner,
    createdAt: "2025-01-02T00:00:00.000Z",
  };
}

type Handlers = Parameters<typeof stubServer>[0];

/**
 * Signs "ayse" in (a stored token the server accepts) and answers her platforms and invitations
 * (and, for each of her platforms, that no invitation it sent is waiting); `handlers` add or
 * replace answers.
 */
export function stubSignedIn({
  mine = [],
  invitations = [],
  handlers = {},
}: {
  mine?: Platform[];
  invitations?: PlatformInvitation[];
  handlers?: Handlers;
}) {
  window.localStorage.setItem("token", "t-ayse");
  return stubServer({
    "GET /api/auth/me": () => ({ status: 200, body: { user: userJson("ayse") } }),
    "GET /api/platforms/my": () => ({ status: 200, body: { platforms: mine } }),
    "GET /api/platforms/invitations?page=1": () => ({ status: 200, body: invitationsPage(invitations) }),
    ...Object.fromEntries(
      mine.map((platform) => [`GET /api/platforms/${platform._id}/invitations?page=1`, () => ({ status: 200, body: sentInvitationsPage([]) })]),
    ),
    ...handlers,
  });
}

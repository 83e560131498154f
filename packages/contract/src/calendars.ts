import { MAX_SCORE, STAGES, groupLabel } from "@turnuva/domain";
import * as z from "zod/mini";
import { imageSchema } from "./user.ts";

/**
 * Issue 25: calendars (`…/calendar.ics`, iCalendar made by the server) and the matches waiting for
 * a person (the member home). The calendar's texts are the server's, so they live here.
 */
export const calendarMessages = {
  /** One match as a calendar names it: 'ali – veli · Kış Kupası · 2. Hafta' (a group's match: '· Grup A ·'). */
  summary: (match: { home: string; away: string; tournament: string; group: number | null; roundName: string }) =>
    [`${match.home} – ${match.away}`, match.tournament, ...(match.group === null ? [] : [`Grup ${groupLabel(match.group)}`]), match.roundName].join(
      " · ",
    ),
  tournamentCalendar: (name: string) => `${name} · Turnuvam`,
  userCalendar: (username: string) => `${username} · Turnuvam maçları`,
  /** What an event says beside its summary. */
  deadline: "Son gün: maçın bu saate kadar oynanması gerekiyor.",
  played: (homeScore: number, awayScore: number) => `Oynandı: ${homeScore}–${awayScore}`,
  walkover: (homeScore: number, awayScore: number) => `Hükmen: ${homeScore}–${awayScore}`,
};

/** A match waiting for the person: to report its score, or to accept the opponent's report. */
export const WAITING_KINDS = ["report", "accept"] as const;
export type WaitingKind = (typeof WAITING_KINDS)[number];

export const waitingMatchSchema = z.object({
  _id: z.string(),
  tournament: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
  stage: z.enum(STAGES),
  /** The group's label ('A'), in a group stage. */
  group: z.nullable(z.string()),
  roundName: z.string(),
  /** Whether the person plays at home (the report's scores are home–away). */
  isHome: z.boolean(),
  opponent: z.object({ _id: z.string(), username: z.string(), profileImage: z.nullable(imageSchema) }),
  waitingFor: z.enum(WAITING_KINDS),
  /** The opponent's report (home–away), when they reported and the person has not. */
  opponentReport: z.nullable(
    z.object({
      homeScore: z.int().check(z.gte(0), z.lte(MAX_SCORE)),
      awayScore: z.int().check(z.gte(0), z.lte(MAX_SCORE)),
      /** Issue 28: the shoot-out the opponent reported, when the match needs one. */
      homePenalties: z.nullable(z.int()),
      awayPenalties: z.nullable(z.int()),
      at: z.string(),
    }),
  ),
  /** Issue 28: which leg of a two-legged tie this is, null for a single match. */
  leg: z.nullable(z.union([z.literal(1), z.literal(2)])),
  /** A leg 2's first leg, once confirmed: who played at home in it and its score. */
  firstLeg: z.nullable(z.object({ homeUsername: z.string(), awayUsername: z.string(), homeScore: z.int(), awayScore: z.int() })),
  deadline: z.nullable(z.string()),
  isOverdue: z.boolean(),
});
export type WaitingMatch = z.infer<typeof waitingMatchSchema>;

/** `GET /api/users/profile/waiting-matches`: overdue first, then by deadline (none last), then tournament. */
export const waitingMatchesResponseSchema = z.object({ matches: z.array(waitingMatchSchema) });
export type WaitingMatchesResponse = z.infer<typeof waitingMatchesResponseSchema>;

/** The identifier of a tournament's calendar (its id or slug), as the tournament's read takes it. */
export const tournamentCalendarParamsSchema = z.object({ id: z.string() });
export const userCalendarParamsSchema = z.object({ username: z.string() });

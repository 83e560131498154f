// Issue 25: calendars as iCalendar (RFC 5545) files, made by ical-generator: a tournament's
// matches, and a player's open matches across the tournaments they play in. Each match is one
// event at its deadline ('Son gün'), with a UID of its own (`match-<id>@turnuvam`), so a
// subscribed calendar updates the event in place when the deadline or the result changes. A
// match without a deadline has no time to be shown at, so it is left out (docs/decisions.md).
import { calendarMessages } from "@turnuva/contract/calendars";
import { tournamentMessages } from "@turnuva/contract/tournaments";
import ical, { type ICalCalendar } from "ical-generator";
import type { Database } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { openMatchesOf } from "../tournaments/open-matches.ts";
import { findTournamentRow, loadRecord } from "../tournaments/repository.ts";
import { findUserByUsername } from "../users/repository.ts";
import { userNotFound } from "../users/user-not-found.ts";

/** The event's UID: the match's id, which never changes while the match exists. */
export const matchUid = (matchId: string) => `match-${matchId}@turnuvam`;

interface CalendarMatch {
  id: string;
  home: string;
  away: string;
  tournament: { name: string; slug: string; updatedAt: Date; version: number };
  group: number | null;
  roundName: string;
  deadline: Date;
  result: { homeScore: number; awayScore: number; isWalkover: boolean } | null;
}

export function calendarsService(db: Database, publicUrl: string | null) {
  function calendarOf(name: string, events: readonly CalendarMatch[]): string {
    const calendar: ICalCalendar = ical({
      name,
      prodId: { company: "Turnuvam", product: "Turnuvam", language: "TR" },
      // How often a subscribed calendar asks again (X-PUBLISHED-TTL, REFRESH-INTERVAL).
      ttl: 60 * 60,
    });
    for (const match of events) {
      const { result } = match;
      calendar.createEvent({
        id: matchUid(match.id),
        start: match.deadline,
        // The last change of the tournament: the same file for the same state, fetch after fetch.
        stamp: match.tournament.updatedAt,
        // Grows with every change of the tournament, so a calendar takes a moved deadline as newer.
        sequence: match.tournament.version,
        summary: calendarMessages.summary({
          home: match.home,
          away: match.away,
          tournament: match.tournament.name,
          group: match.group,
          roundName: match.roundName,
        }),
        description: result
          ? (result.isWalkover ? calendarMessages.walkover : calendarMessages.played)(result.homeScore, result.awayScore)
          : calendarMessages.deadline,
        url: publicUrl ? `${publicUrl}/turnuvalar/${match.tournament.slug}` : null,
      });
    }
    return calendar.toString();
  }

  return {
    /**
     * `GET /api/tournaments/:identifier/calendar.ics`: public, as the tournament's page is. Every
     * match with both players and a deadline, played ones with their score; an unplayed match the
     * tournament no longer needs (it is completed, or its challenge is decided) is left out.
     */
    async tournament(identifier: string): Promise<string> {
      const row = await findTournamentRow(db, identifier);
      if (!row) throw new AppError("TOURNAMENT_NOT_FOUND", tournamentMessages.notFound);
      const record = await loadRecord(db, row);
      const names = new Map(record.participants.map((p) => [p.userId, p.username]));
      const over = row.status === "completed" || (row.system === "challenge" && row.championId !== null);
      const events: CalendarMatch[] = [];
      for (const m of record.matches) {
        const home = m.homeId ? names.get(m.homeId) : undefined;
        const away = m.awayId ? names.get(m.awayId) : undefined;
        const played = m.confirmedAt !== null && m.homeScore !== null && m.awayScore !== null;
        if (!m.deadline || !home || !away || (!played && over)) continue;
        events.push({
          id: m.id,
          home,
          away,
          tournament: row,
          group: m.groupIndex,
          roundName: m.roundName,
          deadline: m.deadline,
          result: played ? { homeScore: m.homeScore!, awayScore: m.awayScore!, isWalkover: m.isWalkover } : null,
        });
      }
      return calendarOf(calendarMessages.tournamentCalendar(row.name), events);
    },

    /** `GET /api/users/:username/calendar.ics`: public, as the profile is; the player's open matches with a deadline. */
    async user(username: string): Promise<string> {
      const user = await findUserByUsername(db, username);
      if (!user) throw userNotFound();
      const open = await openMatchesOf(db, user.id);
      const events = open.flatMap((m): CalendarMatch[] =>
        m.deadline
          ? [
              {
                id: m.id,
                home: m.homeUsername,
                away: m.awayUsername,
                tournament: m.tournament,
                group: m.groupIndex,
                roundName: m.roundName,
                deadline: m.deadline,
                result: null,
              },
            ]
          : [],
      );
      return calendarOf(calendarMessages.userCalendar(user.username), events);
    },
  };
}

export type CalendarsService = ReturnType<typeof calendarsService>;

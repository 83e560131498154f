import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { tournamentTexts } from "@/texts/tournaments.ts";
import { cx } from "@/ui/class-names.ts";
import { shootoutText, withShootout } from "@/lib/shootout.ts";
import { MatchClubs } from "./match-clubs.tsx";
import { MatchFlags, MatchReports } from "./match-notes.tsx";
import { useMatchSlot } from "./match-slot.tsx";
import { NAME_LIMIT, ParticipantName } from "./participant-name.tsx";
import { RoundDeadline } from "./round-deadline.tsx";

/**
 * Part 2 §2: 'Oynandı' once confirmed (league, group) or completed (the rest), else 'Beklemede',
 * in every system on the detail page (issue 25: a challenge's games read so too). The managing
 * screen's challenge round card reads 'Tamamlandı' (part 2 §2, challenge creator). A game no
 * longer needed keeps its badge and says so beside it ('Gerek kalmadı').
 */
function MatchBadge({ match, managing }: { match: TournamentMatch; managing: boolean }) {
  if (match.isBye) return null;
  const played = match.isConfirmed || match.isCompleted;
  return (
    <>
      {match.isNotNeeded ? (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">{tournamentDetailTexts.notNeeded}</span>
      ) : null}
      <span
        className={cx("rounded-full px-2 py-0.5 text-xs font-semibold", played ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900")}
      >
        {played
          ? managing && match.stage === "challenge"
            ? tournamentTexts.status("completed")
            : tournamentTexts.match.played
          : tournamentTexts.match.waiting}
      </span>
    </>
  );
}

function ReadOnlyScore({ match }: { match: TournamentMatch }) {
  if (match.homeScore !== null && match.awayScore !== null) {
    return (
      <span className="font-mono text-base font-bold text-slate-900 tabular-nums">
        {withShootout(tournamentDetailTexts.score(match.homeScore, match.awayScore), match)}
      </span>
    );
  }
  // The dash drawn by CSS with an empty alternative text ('/ ""'): screen readers hear 'karşısında'
  // only (a node fewer on each of a week's 64 cards, issue 27).
  return (
    <span className="text-slate-400 before:content-['–'_/_'']">
      <span className="sr-only">{tournamentDetailTexts.versus}</span>
    </span>
  );
}

interface MatchCardProps {
  match: TournamentMatch;
  /** 12 by default, 10 in group matches (part 2 §2). */
  nameLimit?: number;
  /** The round's name above the pairing, where no heading around the card says it already. */
  showRoundName?: boolean;
  /** One row per side, the score at its end: the bracket's narrow columns. */
  stacked?: boolean;
  className?: string;
  /** The card's own element: `li` when it is an item of a list (a round's), so no wrapper is needed. */
  as?: "div" | "li";
}

/**
 * One match, as every system shows it: home, the score, away ('Bay' for a bye's empty side) and
 * its badge. The managing screen's slot (score inputs, buttons) takes the read-only score's
 * place when it returns something for this match.
 */
export function MatchCard({ match, nameLimit = NAME_LIMIT, showRoundName = false, stacked = false, className, as: Card = "div" }: MatchCardProps) {
  const slot = useMatchSlot();
  const editor = slot?.(match);
  const editing = editor !== null && editor !== undefined && editor !== false;
  // A side is one element, the name's link itself where there is a person (issue 27: a week of a
  // league of 128 is 64 cards, and every wrapper is 64 more nodes on a phone's page).
  const side = (person: TournamentMatch["home"], className: string) =>
    match.isBye && !person ? (
      <span className={cx("text-slate-500 italic", className)}>{tournamentTexts.bye}</span>
    ) : (
      <ParticipantName person={person} limit={nameLimit} className={className} />
    );

  return (
    <Card className={cx("rounded-xl border border-slate-200 bg-white p-3 shadow-sm", match.isNotNeeded && "opacity-60", className)}>
      {showRoundName || !match.isBye ? (
        // The badges straight in their row, at its end, without a wrapper of their own (issue 27:
        // a week of a league of 128 is 64 cards); the round's name, when shown, at its start.
        <div className="mb-2 flex min-h-6 flex-wrap items-center justify-end gap-1">
          {showRoundName ? (
            <span className="mr-auto flex min-w-0 flex-col pr-1 text-xs font-semibold text-slate-500">
              {match.roundName}
              {/* A card that names its round (a challenge's game) carries the round's deadline too. */}
              <RoundDeadline matches={[match]} className="text-xs" />
            </span>
          ) : null}
          <MatchFlags match={match} />
          <MatchBadge match={match} managing={slot !== null} />
        </div>
      ) : null}
      {stacked ? (
        <div className="space-y-1 text-sm">
          {(["home", "away"] as const).map((key) => (
            <p key={key} className="flex items-center justify-between gap-2">
              {side(match[key], "min-w-0 truncate")}
              {editing ? null : <span className="font-mono font-bold text-slate-900 tabular-nums">{match[`${key}Score`]}</span>}
            </p>
          ))}
          {/* Issue 28: the bracket's narrow column says the shoot-out under the two rows. */}
          {editing || shootoutText(match) === null ? null : <p className="text-right text-xs font-semibold text-slate-700">{shootoutText(match)}</p>}
        </div>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 text-sm">
          {side(match.home, "block min-w-0 truncate text-right")}
          {editing || match.isBye ? (
            <span aria-hidden="true" className="text-slate-400">
              –
            </span>
          ) : (
            <ReadOnlyScore match={match} />
          )}
          {side(match.away, "block min-w-0 truncate")}
        </div>
      )}
      {editing ? null : <MatchClubs match={match} className={stacked ? "text-left" : undefined} />}
      <MatchReports match={match} />
      {editing ? <div className="mt-3">{editor}</div> : null}
    </Card>
  );
}

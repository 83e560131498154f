import type { Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { useCallback, useMemo, type ReactNode } from "react";
import { tournamentPlayTexts } from "@/texts/tournament-play.ts";
import { MatchSlotContext, type MatchSlot } from "@/features/tournaments/view/match-slot.tsx";
import { PlayControlsContext, type PlayControls } from "./play-context.ts";
import { ConfirmedScore, ScoreEntry } from "./score-editor.tsx";
import type { useEditorFocus } from "./use-editor-focus.ts";
import type { usePlayWrites } from "./use-play-writes.ts";

/**
 * Part 2 §4: in elimination the server draws the next round as soon as a round's last score is
 * confirmed, and the round's scores are locked from then on; that confirmation is said to be
 * final before it is made.
 */
function closesRound(tournament: Tournament, match: TournamentMatch, confirmable: ReadonlySet<string>): boolean {
  if (match.stage !== "elimination") return false;
  const round = tournament.eliminationFixtures.find((r) => r.round === match.round);
  // The final draws nothing (issue 28: a two-legged final is two matches, one tie).
  if (!round || new Set(round.matches.map((m) => m.index)).size < 2) return false;
  // The last score to confirm; a tie's second leg waiting for its first is one still to come (not
  // one a walkover on its first leg made needless).
  const toCome = round.matches.filter((m) => confirmable.has(m._id) || (m.leg === 2 && !m.isConfirmed && !m.isNotNeeded));
  return toCome.length === 1;
}

interface MatchEditorsProps {
  tournament: Tournament;
  /** Whether the person manages the tournament: if not, every match stays read-only. */
  manages: boolean;
  busy: boolean;
  writes: Pick<ReturnType<typeof usePlayWrites>, "error" | "setError" | "confirm" | "cancel">;
  focus: Omit<ReturnType<typeof useEditorFocus>, "headingRef" | "screenRef" | "advanced">;
  /** The view of the tournament. */
  children: ReactNode;
}

/**
 * Puts a score editor into each match of the view the person may change (`MatchSlotContext`): an
 * open match's inputs, a confirmed score's 'Skoru İptal Et', and gives them what they need of the
 * screen (`PlayControlsContext`).
 */
export function MatchEditors({ tournament, manages, busy, writes, focus, children }: MatchEditorsProps) {
  const { actions } = tournament;
  const { error, setError, confirm, cancel } = writes;
  const { editingMatch, sending, confirming, editing, cancelFocused, focusWasOnCancel } = focus;
  const confirmable = useMemo(() => new Set(actions.confirm), [actions.confirm]);
  const cancellable = useMemo(() => new Set(actions.cancel), [actions.cancel]);

  const controls = useMemo<PlayControls>(
    () => ({
      busy,
      error,
      dismissError: () => setError(null),
      refuse: (matchId, message) => setError({ matchId, message }),
      confirm: (match, result) => confirming(match, async () => (await confirm(match, result))?.changes.version ?? null),
      cancel: async (match) => (await cancel(match)) !== null,
      tournament,
      finalityNote: (match) => (closesRound(tournament, match, confirmable) ? tournamentPlayTexts.score.roundCloses : null),
      editing,
      cancelFocused,
      focusWasOnCancel,
    }),
    [busy, error, setError, confirming, confirm, cancel, tournament, confirmable, editing, cancelFocused, focusWasOnCancel],
  );

  const slot = useCallback<MatchSlot>(
    (match) => {
      // One element per match, whatever happens to it, so that its inputs keep what is typed.
      if (confirmable.has(match._id) || match._id === sending) return <ScoreEntry key={match._id} match={match} />;
      if (match._id === editingMatch) return <ScoreEntry key={match._id} match={match} overtaken />;
      if (cancellable.has(match._id)) return <ConfirmedScore match={match} />;
      return null;
    },
    [confirmable, cancellable, sending, editingMatch],
  );

  // One tree either way: the view (and its open tab) stays as the session check arrives.
  return (
    <PlayControlsContext.Provider value={controls}>
      <MatchSlotContext.Provider value={manages ? slot : null}>{children}</MatchSlotContext.Provider>
    </PlayControlsContext.Provider>
  );
}

import type { Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { createContext, useContext } from "react";
import type { ResultToSend } from "./score-rules.ts";

/** A refusal to show: beside the match it is about, or (null) beside the screen's buttons. */
export interface PlayError {
  matchId: string | null;
  message: string;
}

/** What a match's editor needs of the screen around it. */
export interface PlayControls {
  /** A write is under way: every button waits. */
  busy: boolean;
  error: PlayError | null;
  dismissError: () => void;
  /** A refusal found before sending, shown exactly as the server's would be. */
  refuse: (matchId: string, message: string) => void;
  /** Issue 28: the result with its shoot-out and clubs, as the form checked them. */
  confirm: (match: TournamentMatch, result: ResultToSend) => Promise<boolean>;
  cancel: (match: TournamentMatch) => Promise<boolean>;
  /** Issue 25: the tournament, for the walkover's request. */
  tournament: Tournament;
  /** The note beside a score whose confirmation cannot be taken back, if it is one. */
  finalityNote: (match: TournamentMatch) => string | null;
  /**
   * A score editor's focus came in (`true`) or went elsewhere on the page (`false`): the editor
   * that has it stays open while someone else confirms its match, so nothing typed is lost.
   */
  editing: (matchId: string, editing: boolean) => void;
  /** A match's 'Skoru İptal Et' got the focus (null: the focus moved on to something else). */
  cancelFocused: (matchId: string | null) => void;
  /**
   * Whether the focus was last on this match's 'Skoru İptal Et', which is gone now that its score
   * was cancelled (by this person or someone else); asked once, by the editor that replaces it.
   */
  focusWasOnCancel: (matchId: string) => boolean;
}

export const PlayControlsContext = createContext<PlayControls | null>(null);

export function usePlayControls(): PlayControls {
  const controls = useContext(PlayControlsContext);
  if (!controls) throw new Error("A match editor renders inside TournamentPlay.");
  return controls;
}

import { clubOf, clubProblem } from "@turnuva/contract/match-rules";
import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { MESSAGES } from "@turnuva/domain";
import { tournamentPlayTexts } from "@/texts/tournament-play.ts";

const rules = tournamentPlayTexts.rules;

/** What an input holds: its text, or that the browser could not read a number in it. */
export type ScoreText = string | { unreadable: true };

/** Stages where a match must have a winner (part 2 §5): knockout, elimination, final, third place. */
const DECISIVE: ReadonlySet<TournamentMatch["stage"]> = new Set(["knockout", "elimination", "final", "thirdPlace"]);

// Part 2 §9 and the server's bound (the engine's MAX_SCORE): whole numbers from 0 to 99.
export const MAX_SCORE = 99;

function read(value: ScoreText): number | "empty" | "invalid" {
  if (typeof value !== "string") return "invalid";
  const text = value.trim();
  if (text === "") return "empty";
  if (!/^-?\d+$/.test(text)) return "invalid";
  const score = Math.abs(Number(text)) === 0 ? 0 : Number(text);
  return score >= 0 && score <= MAX_SCORE ? score : "invalid";
}

/**
 * Part 2 §5, checked before the request is sent, in the server's order (the engine's
 * `validateScores`): a missing score first, then the format, then a draw where the stage needs a
 * winner. Answers the scores to send, or the sentence that refuses them.
 */
export function checkScores(
  stage: TournamentMatch["stage"],
  home: ScoreText,
  away: ScoreText,
): { ok: true; home: number; away: number } | { ok: false; message: string } {
  const challenge = stage === "challenge";
  const h = read(home);
  const a = read(away);
  if (h === "empty" || a === "empty") return { ok: false, message: challenge ? rules.challengeMissing : rules.missing };
  if (h === "invalid" || a === "invalid") return { ok: false, message: rules.format };
  if (h === a && challenge) return { ok: false, message: rules.challengeDraw };
  if (h === a && DECISIVE.has(stage)) return { ok: false, message: rules.draw };
  return { ok: true, home: h, away: a };
}

/**
 * Issue 28: whether these typed scores ask for a shoot-out: a level score, both read, in a stage
 * that needs a winner (the challenge keeps its own no-draw rule).
 */
export function needsShootout(stage: TournamentMatch["stage"], home: ScoreText, away: ScoreText): boolean {
  const h = read(home);
  const a = read(away);
  return DECISIVE.has(stage) && typeof h === "number" && h === a;
}

/** What a score form sends (issue 28: with a shoot-out and the clubs when there are). */
export interface ResultToSend {
  homeScore: number;
  awayScore: number;
  homePenalties?: number;
  awayPenalties?: number;
  homeClub?: string;
  awayClub?: string;
}

/**
 * The scores (checkScores), then, for a level score that needs a winner, the shoot-out in the
 * engine's order and words (no penalties: the spec's draw text, as before), then the clubs.
 * `penalties` are what the two penalty fields hold (absent when they are not shown).
 */
export function checkResult(
  stage: TournamentMatch["stage"],
  home: ScoreText,
  away: ScoreText,
  penalties: [ScoreText, ScoreText] | null,
  clubs: [string, string],
): { ok: true; result: ResultToSend } | { ok: false; message: string } {
  const shootout = penalties && needsShootout(stage, home, away) ? penalties.map(read) : null;
  const hasShootout = shootout !== null && !(shootout[0] === "empty" && shootout[1] === "empty");
  const scores = hasShootout ? checkScores("league", home, away) : checkScores(stage, home, away);
  if (!scores.ok) return scores;
  const result: ResultToSend = { homeScore: scores.home, awayScore: scores.away };
  if (hasShootout) {
    const [h, a] = shootout;
    if (h === "empty" || a === "empty") return { ok: false, message: MESSAGES.PENALTIES_MISSING };
    if (h === "invalid" || a === "invalid") return { ok: false, message: MESSAGES.PENALTIES_FORMAT_INVALID };
    if (h === a) return { ok: false, message: MESSAGES.PENALTIES_DRAW };
    result.homePenalties = h;
    result.awayPenalties = a;
  }
  for (const club of clubs) {
    const problem = clubProblem(club);
    if (problem) return { ok: false, message: problem };
  }
  const [homeClub, awayClub] = clubs.map(clubOf);
  if (homeClub) result.homeClub = homeClub;
  if (awayClub) result.awayClub = awayClub;
  return { ok: true, result };
}

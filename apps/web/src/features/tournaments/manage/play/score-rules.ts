import type { TournamentMatch } from "@turnuva/contract/tournaments";
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

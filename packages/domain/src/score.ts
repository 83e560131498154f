import { MAX_SCORE, type Stage } from "./constants.ts";
import { fail } from "./errors.ts";
import type { ScoreInput } from "./types.ts";

type Parsed = number | "empty" | "invalid";

function classify(raw: unknown): Parsed {
  if (raw === null || raw === undefined) return "empty";
  if (typeof raw === "string") {
    const text = raw.trim();
    if (text === "") return "empty";
    // "-0" is a nought someone typed with a sign: 0, not a negative score.
    return /^-?\d+$/.test(text) ? integerOrInvalid(Number(text)) : "invalid";
  }
  return typeof raw === "number" ? integerOrInvalid(raw) : "invalid";
}

function integerOrInvalid(value: number): Parsed {
  if (!Number.isInteger(value) || value < 0 || value > MAX_SCORE) return "invalid";
  return value === 0 ? 0 : value; // -0 becomes 0
}

/**
 * Section 5: scores are integers, minimum 0 (ours: at most 99); empty means none. Returns null for
 * empty and throws 'Geçersiz skor formatı!' for anything else that is not a whole number from 0 to 99.
 */
export function parseScore(raw: unknown): number | null {
  const parsed = classify(raw);
  if (parsed === "invalid") return fail("SCORE_FORMAT_INVALID");
  return parsed === "empty" ? null : parsed;
}

/** Stages where a match must have a winner (section 5: knockout, elimination, final, third place). */
const DECISIVE_STAGES: ReadonlySet<Stage> = new Set<Stage>(["knockout", "elimination", "final", "thirdPlace", "winners", "losers", "grandFinal"]);

/** Issue 29: a Swiss round allows draws, as a league week does. */
export function drawAllowed(stage: Stage): boolean {
  return stage === "league" || stage === "group" || stage === "swiss";
}

/**
 * Validates the two scores of a confirmation. Order: empties first (the spec's "missing score"
 * message), then format, then draws, so a person fixes the most basic problem first.
 */
export function validateScores(stage: Stage, homeRaw: ScoreInput, awayRaw: ScoreInput): [number, number] {
  const [home, away] = readScores(stage, homeRaw, awayRaw);
  refuseDraw(stage, home, away);
  return [home, away];
}

/** Empties, then format: the checks every confirmation passes before its draw rule. */
export function readScores(stage: Stage, homeRaw: ScoreInput, awayRaw: ScoreInput): [number, number] {
  const home = classify(homeRaw);
  const away = classify(awayRaw);
  if (home === "empty" || away === "empty") return fail(stage === "challenge" ? "CHALLENGE_SCORES_REQUIRED" : "SCORE_MISSING");
  if (home === "invalid" || away === "invalid") return fail("SCORE_FORMAT_INVALID");
  return [home, away];
}

function refuseDraw(stage: Stage, home: number, away: number): void {
  if (home !== away) return;
  if (stage === "challenge") fail("CHALLENGE_DRAW_NOT_ALLOWED");
  if (DECISIVE_STAGES.has(stage)) fail("SCORE_DRAW_NOT_ALLOWED");
}

/**
 * Issue 28: the shoot-out of a match, given its (valid) score. No penalties: the stage's draw rule
 * as before, and null. Penalties: only on a level score in a stage that needs a winner (the
 * challenge keeps its own no-draw rule), both given, whole numbers 0 to 99, and different.
 * Order: whether penalties belong here at all first, then missing, format, level.
 */
export function validateShootout(
  stage: Stage,
  homeScore: number,
  awayScore: number,
  homeRaw: ScoreInput,
  awayRaw: ScoreInput,
): [number, number] | null {
  const home = classify(homeRaw);
  const away = classify(awayRaw);
  if (home === "empty" && away === "empty") {
    refuseDraw(stage, homeScore, awayScore);
    return null;
  }
  if (!DECISIVE_STAGES.has(stage) || homeScore !== awayScore) return fail("PENALTIES_NOT_ALLOWED");
  return readShootout(homeRaw, awayRaw);
}

/** A shoot-out given where one belongs: both sides, whole numbers 0 to 99, and different. */
export function readShootout(homeRaw: ScoreInput, awayRaw: ScoreInput): [number, number] {
  const home = classify(homeRaw);
  const away = classify(awayRaw);
  if (home === "empty" || away === "empty") return fail("PENALTIES_MISSING");
  if (home === "invalid" || away === "invalid") return fail("PENALTIES_FORMAT_INVALID");
  if (home === away) return fail("PENALTIES_DRAW");
  return [home, away];
}

/** A confirmation's score and shoot-out (null when none), checked in the order above. */
export function validateResult(
  stage: Stage,
  homeRaw: ScoreInput,
  awayRaw: ScoreInput,
  homePenaltiesRaw: ScoreInput,
  awayPenaltiesRaw: ScoreInput,
): { score: [number, number]; penalties: [number, number] | null } {
  const score = readScores(stage, homeRaw, awayRaw);
  return { score, penalties: validateShootout(stage, score[0], score[1], homePenaltiesRaw, awayPenaltiesRaw) };
}

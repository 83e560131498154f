import { matchesOf } from "@turnuva/contract/tournament-matches";
import type { Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { tournamentPlayTexts } from "@/texts/tournament-play.ts";

const rules = tournamentPlayTexts.rules;

/** What an input holds: its text, or that the browser could not read a number in it. */
export type ScoreText = string | { unreadable: true };

/**
 * Stages where a match must have a winner (part 2 §5): knockout, elimination, final, third place;
 * issue 29: double elimination's brackets and grand final (a Swiss round allows draws).
 */
const DECISIVE: ReadonlySet<TournamentMatch["stage"]> = new Set([
  "knockout",
  "elimination",
  "final",
  "thirdPlace",
  "winners",
  "losers",
  "grandFinal",
]);

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
 * winner. Answers the scores to send, or the sentence that refuses them. `missing` is what a
 * missing score is told (the spec's confirm sentence unless the form has its own).
 */
export function checkScores(
  stage: TournamentMatch["stage"],
  home: ScoreText,
  away: ScoreText,
  missing: string = rules.missing,
): { ok: true; home: number; away: number } | { ok: false; message: string } {
  const challenge = stage === "challenge";
  const h = read(home);
  const a = read(away);
  if (h === "empty" || a === "empty") return { ok: false, message: challenge ? rules.challengeMissing : missing };
  if (h === "invalid" || a === "invalid") return { ok: false, message: rules.format };
  if (h === a && challenge) return { ok: false, message: rules.challengeDraw };
  if (h === a && DECISIVE.has(stage)) return { ok: false, message: rules.draw };
  return { ok: true, home: h, away: a };
}

/**
 * Issue 28: what a match's result settles. One match (the spec's): a winner on the day where the
 * stage needs one. A two-legged tie's first leg: nothing yet (any score, a draw too, no shoot-out).
 * Its second leg: the tie on aggregate, with the first leg's score (a level aggregate goes to penalties).
 */
export interface ResultRule {
  stage: TournamentMatch["stage"];
  leg?: "first" | { homeScore: number; awayScore: number };
}

/** The rule of `match` in `tournament`: its ties say which matches are legs (the engine's rules, legs.ts). */
export function resultRuleOf(tournament: Pick<Tournament, "ties"> & Parameters<typeof matchesOf>[0], match: TournamentMatch): ResultRule {
  const tie = (tournament.ties ?? []).find((t) => t.legs.includes(match._id));
  if (!tie) return { stage: match.stage };
  if (tie.legs[0] === match._id) return { stage: match.stage, leg: "first" };
  const first = matchesOf(tournament).find((m) => m._id === tie.legs[0]);
  return { stage: match.stage, leg: { homeScore: first?.homeScore ?? 0, awayScore: first?.awayScore ?? 0 } };
}

/**
 * Issue 28: whether these typed scores ask for a shoot-out: a level score, both read, in a one-match
 * stage that needs a winner (the challenge keeps its own no-draw rule); on a tie's second leg, a
 * level aggregate (the second leg's home side is the first leg's away side); never on a first leg.
 */
export function needsShootout(rule: ResultRule, home: ScoreText, away: ScoreText): boolean {
  const h = read(home);
  const a = read(away);
  if (typeof h !== "number" || typeof a !== "number" || rule.leg === "first") return false;
  if (rule.leg) return rule.leg.homeScore + a === rule.leg.awayScore + h;
  return DECISIVE.has(rule.stage) && h === a;
}

/** What a score form sends (issue 28: with a shoot-out and the clubs when there are). */
export interface ResultToSend {
  homeScore: number;
  awayScore: number;
  homePenalties?: number | string;
  awayPenalties?: number | string;
  homeClub?: string;
  awayClub?: string;
}

/**
 * The scores (checkScores); for a level score that needs a winner and no penalties, the spec's
 * draw text as before. Penalties typed are sent as typed and the clubs trimmed: the server judges
 * them (the engine's order and words, shown as its refusals are), which keeps the rules' code off
 * the platform page's route budget. `penalties` are what the two penalty fields hold (null when
 * they are not shown).
 */
export function checkResult(
  rule: ResultRule,
  home: ScoreText,
  away: ScoreText,
  penalties: [ScoreText, ScoreText] | null,
  clubs: [string, string],
  missing?: string,
): { ok: true; result: ResultToSend } | { ok: false; message: string } {
  const needed = needsShootout(rule, home, away);
  const typed = penalties && needed ? penalties.map((p) => (typeof p === "string" ? p.trim() : "?")) : [];
  const shootout = typed.some((p) => p !== "");
  // A leg's draw stands on the day: only its tie needs a winner.
  const scores = checkScores(shootout || rule.leg ? "league" : rule.stage, home, away, missing);
  if (!scores.ok) return scores;
  if (needed && !shootout) return { ok: false, message: rules.aggregateLevel };
  const result: ResultToSend = { homeScore: scores.home, awayScore: scores.away };
  if (shootout) [result.homePenalties, result.awayPenalties] = typed.map((p) => (/^\d+$/.test(p!) ? Number(p) : p!));
  const [homeClub, awayClub] = clubs.map((club) => club.trim());
  if (homeClub) result.homeClub = homeClub;
  if (awayClub) result.awayClub = awayClub;
  return { ok: true, result };
}

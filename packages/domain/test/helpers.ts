import { expect } from "vitest";
import {
  applyAction,
  createTournament,
  type Action,
  type CreateSettings,
  type DomainError,
  type Match,
  type Participant,
  type Random,
  type Result,
  type TournamentState,
} from "../src/index.ts";

/**
 * True inside StrykerJS's test runner processes (npm run test:mutation), which its core starts with
 * STRYKER_MUTATOR_WORKER set; a plain `vitest run` never has it. There the code is instrumented and
 * several times slower, and every surviving mutant reruns each test that covers it, so the few
 * many-case tests run fewer cases (see properties.test.ts and groups.test.ts).
 */
export const underStryker = process.env.STRYKER_MUTATOR_WORKER !== undefined;

/** A property's number of cases: under StrykerJS a twentieth (at least 3), in full otherwise. */
export const runs = (numRuns: number): number => (underStryker ? Math.max(3, Math.ceil(numRuns / 20)) : numRuns);

/** Four players whose names sort the Turkish way (Cem before Çağla): the tables' tests. */
export const fourPlayers: Participant[] = [
  { id: "a", username: "Ayşe" },
  { id: "b", username: "Burak" },
  { id: "c", username: "Cem" },
  { id: "d", username: "Çağla" },
];

/** A source whose shuffles keep the order: floor(next() * (i + 1)) is always i. */
export const keepOrder: Random = { next: () => 0.9999999 };

export function people(count: number): Participant[] {
  return Array.from({ length: count }, (_, i) => ({ id: `p${i + 1}`, username: `user${String(i + 1).padStart(2, "0")}` }));
}

export function ok<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

export function err<T>(result: Result<T>): DomainError {
  if (result.ok) throw new Error("expected a domain error");
  return result.error;
}

export function create(settings: CreateSettings, random: Random = keepOrder): TournamentState {
  return ok(createTournament(settings, random));
}

export function act(state: TournamentState, action: Action, random: Random = keepOrder): TournamentState {
  return ok(applyAction(state, action, random));
}

export function refuse(state: TournamentState, action: Action, random: Random = keepOrder): DomainError {
  return err(applyAction(state, action, random));
}

export function expectError(error: DomainError, code: string, message: string): void {
  expect({ code: error.code, message: error.message }).toEqual({ code, message });
}

export function match(state: TournamentState, id: string): Match {
  const found = state.matches.find((m) => m.id === id);
  if (!found) throw new Error(`no match ${id}`);
  return found;
}

export function pairs(matches: readonly Match[]): string[] {
  return matches.map((m) => `${m.home ?? "-"}:${m.away ?? "-"}`);
}

export function confirm(state: TournamentState, id: string, homeScore: number, awayScore: number, random: Random = keepOrder): TournamentState {
  return act(state, { type: "confirm", matchId: id, homeScore, awayScore }, random);
}

/** Confirms every open match the same way (home wins 2-1 unless told otherwise). */
export function confirmOpen(
  state: TournamentState,
  score: (m: Match) => [number, number] = () => [2, 1],
  random: Random = keepOrder,
): TournamentState {
  let s = state;
  for (const m of state.matches) {
    if (m.isConfirmed || m.home === null || m.away === null) continue;
    const [h, a] = score(m);
    s = confirm(s, m.id, h, a, random);
  }
  return s;
}

/** Plays a knockout (elimination or group knockout) to its end: confirm what is open, advance when allowed. */
export function playOut(state: TournamentState, random: Random = keepOrder, score: (m: Match) => [number, number] = () => [2, 1]): TournamentState {
  let s = state;
  for (let guard = 0; guard < 200; guard++) {
    const open = s.matches.find((m) => !m.isConfirmed && m.home !== null && m.away !== null);
    if (open) {
      const [h, a] = score(open);
      s = confirm(s, open.id, h, a, random);
      continue;
    }
    const next = applyAction(s, { type: "advance" }, random);
    if (!next.ok) return s;
    s = next.value;
  }
  throw new Error("did not finish");
}

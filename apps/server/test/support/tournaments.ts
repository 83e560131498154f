import { expandTournament, type TournamentAnswer, type TournamentWriteAnswer } from "@turnuva/contract/tournament-answer";
import type { Tournament } from "@turnuva/contract/tournaments";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/** The tournament of a write's answer, after checking the status (200 unless told). */
export function answered(response: LightMyRequestResponse, status = 200): Tournament {
  expect(response.statusCode, response.body).toBe(status);
  return writtenTournamentOf(response);
}

/** A read's tournament (`GET /api/tournaments/:identifier`), expanded as the screens read it (issue 27). */
export function tournamentOf(response: LightMyRequestResponse, now?: Date): Tournament {
  return expandTournament(response.json<TournamentAnswer>(), now);
}

/** A write's tournament (`{ tournament }`), expanded as the screens read it (issue 27). */
export function writtenTournamentOf(response: LightMyRequestResponse, now?: Date): Tournament {
  return expandTournament(response.json<TournamentWriteAnswer>().tournament, now);
}

/** A refusal with exactly this status, code and Turkish message (and nothing else in the body). */
export function refused(response: LightMyRequestResponse, status: number, code: string, message: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ message, code });
}

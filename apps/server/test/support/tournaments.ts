import type { Tournament } from "@turnuva/contract/tournaments";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/** The tournament of a write's answer, after checking the status (200 unless told). */
export function answered(response: LightMyRequestResponse, status = 200): Tournament {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ tournament: Tournament }>().tournament;
}

/** A refusal with exactly this status, code and Turkish message (and nothing else in the body). */
export function refused(response: LightMyRequestResponse, status: number, code: string, message: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ message, code });
}

// Shapes checked before any rule runs. The server validates every request with the contract's
// schemas first; these checks are the engine's own guard, so that untyped input (a request nobody
// checked, a state read back wrong) is refused with INPUT_INVALID instead of throwing a TypeError.
// Values the rules judge themselves (a count, a match type, a score) are left to the rules, which
// answer them with the spec's messages.
import { BEST_OF_OPTIONS, MATCH_TYPES, STAGES, STATUSES, SYSTEMS } from "./constants.ts";
import { fail } from "./errors.ts";
import { LEG_OPTIONS } from "./legs.ts";
import { TIEBREAKERS } from "./tiebreakers.ts";
import type { Action, CreateSettings, TournamentState } from "./types.ts";

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === "string";
const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isStringOrNull = (value: unknown) => value === null || isString(value);
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isOptional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || value === null || check(value);
const isOneOf = (options: readonly unknown[]) => (value: unknown) => options.includes(value);

function isParticipantList(value: unknown): boolean {
  return Array.isArray(value) && value.every((p) => isObject(p) && isString(p.id) && isString(p.username));
}

// Built once: every action checks every match of the state (a double league of 128 has 16,256).
const isStage = isOneOf(STAGES);
const isScore = (s: unknown) => s === null || isInteger(s);
const isLeg = isOneOf(LEG_OPTIONS);

function isMatch(value: unknown): boolean {
  if (!isObject(value)) return false;
  return (
    isString(value.id) &&
    isStage(value.stage) &&
    (value.group === null || isInteger(value.group)) &&
    isInteger(value.round) &&
    isInteger(value.index) &&
    isStringOrNull(value.home) &&
    isStringOrNull(value.away) &&
    isScore(value.homeScore) &&
    isScore(value.awayScore) &&
    isOptional(value.homePenalties, isInteger) &&
    isOptional(value.awayPenalties, isInteger) &&
    isOptional(value.leg, isLeg) &&
    isOptional(value.isWalkover, (v) => v === true) &&
    typeof value.isConfirmed === "boolean"
  );
}

export function checkSettings(value: unknown): asserts value is CreateSettings {
  if (!isObject(value) || !isParticipantList(value.participants)) fail("INPUT_INVALID");
  if (!isOptional(value.seeds, isStringList)) fail("INPUT_INVALID");
  if (!isOptional(value.tiebreakers, isOneOf(TIEBREAKERS))) fail("INPUT_INVALID");
  if (!isOptional(value.groups, (g) => Array.isArray(g) && g.every(isStringList))) fail("INPUT_INVALID");
  if (!isOptional(value.knockoutLegs, isLeg) || !isOptional(value.finalLegs, isLeg)) fail("INPUT_INVALID");
  if (!isOptional(value.grandFinalReset, (v) => typeof v === "boolean")) fail("INPUT_INVALID");
  if (!isOptional(value.swissRounds, isInteger) || !isOptional(value.knockoutSize, isInteger)) fail("INPUT_INVALID");
}

export function checkAction(value: unknown): asserts value is Action {
  if (!isObject(value) || !isString(value.type)) fail("INPUT_INVALID");
  if ((value.type === "confirm" || value.type === "cancel") && !isString(value.matchId)) fail("INPUT_INVALID");
}

export function checkState(value: unknown): asserts value is TournamentState {
  const valid =
    isObject(value) &&
    isOneOf(SYSTEMS)(value.system) &&
    isOneOf(STATUSES)(value.status) &&
    isParticipantList(value.participants) &&
    isStringList(value.seeds) &&
    Array.isArray(value.matches) &&
    value.matches.every(isMatch) &&
    isStringOrNull(value.champion) &&
    isStringOrNull(value.secondPlace) &&
    isStringOrNull(value.thirdPlace) &&
    (value.tiebreakers === undefined || isOneOf(TIEBREAKERS)(value.tiebreakers)) &&
    (value.knockoutLegs === undefined || value.knockoutLegs === 2) &&
    (value.finalLegs === undefined || value.finalLegs === 2) &&
    systemFieldsValid(value);
  if (!valid) fail("INPUT_INVALID");
}

function systemFieldsValid(state: Fields): boolean {
  switch (state.system) {
    case "league":
      return isOneOf(MATCH_TYPES)(state.matchType);
    case "group":
      return (
        isOneOf(MATCH_TYPES)(state.matchType) &&
        isInteger(state.groupCount) &&
        isInteger(state.teamsAdvancing) &&
        Array.isArray(state.groups) &&
        state.groups.length === state.groupCount &&
        state.groups.every(isStringList)
      );
    case "challenge":
      return isOneOf(BEST_OF_OPTIONS)(state.bestOf) && Array.isArray(state.participants) && state.participants.length === 2;
    case "doubleElimination":
      return typeof state.grandFinalReset === "boolean";
    case "swiss":
      return isInteger(state.swissRounds) && isInteger(state.knockoutSize);
    default:
      return true;
  }
}

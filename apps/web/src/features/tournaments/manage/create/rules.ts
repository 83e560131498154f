import { DomainError, MESSAGES, MIN_PARTICIPANTS, type DomainErrorCode } from "@turnuva/domain";
import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";

/**
 * Part 2 §5, each step's rules, checked before the next step or the request: the engine's own
 * sentences (the server answers the same ones), in the order its `createTournament` checks them.
 * The server checks everything again; these only save a round trip and say it at the right step.
 */

/** A rule that said no: under `field` when one field is at fault, else in the step's error box. */
export interface Problem {
  message: string;
  field?: string;
}

const engine = (code: DomainErrorCode, params?: Record<string, number>): string => new DomainError(code, params).message;

/** A whole number as typed (the forms keep what the field holds); NaN when it is not one. */
export function wholeNumber(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** Step 1 of every wizard: the platform must have as many members as the count asks for. */
export function countProblem(count: number, memberCount: number | undefined): Problem | null {
  if (memberCount !== undefined && count > memberCount) {
    return { field: "participantCount", message: tournamentWizardTexts.details.tooFewMembers(memberCount) };
  }
  return null;
}

/** Groups step 1: ours (issue 25), every group holds at least two; the message says how many can. */
export function groupCountProblem(count: number, groupCount: number): Problem | null {
  const max = Math.max(1, Math.floor(count / 2));
  return groupCount > max ? { field: "groupCount", message: engine("GROUP_COUNT_TOO_LARGE", { count, max }) } : null;
}

/** Step 2: the selection equals the count exactly (more cannot be chosen). */
export function selectionProblem(selected: number, count: number, system: "league" | "group" | "elimination"): Problem | null {
  if (selected === count) return null;
  return { message: engine(system === "elimination" ? "ELIMINATION_COUNT_MISMATCH" : "PARTICIPANT_COUNT_MISMATCH") };
}

/** League step 3: the match type must be chosen. */
export function matchTypeProblem(matchType: string): Problem | null {
  return matchType === "single" || matchType === "double" ? null : { message: engine("MATCH_TYPE_REQUIRED") };
}

export interface GroupSettings {
  participantCount: number;
  groupCount: number;
  matchType: string;
  teamsAdvancing: string;
  /** Manual grouping: the group index each participant was given (absent: none yet). */
  groups: readonly (readonly string[])[] | null;
  participants: readonly string[];
}

/** Manual grouping (part 2 §5): the participants put in each group, group A first. */
export function groupsOf(participants: readonly string[], groupCount: number, assignment: Readonly<Record<string, string>>): string[][] {
  return Array.from({ length: groupCount }, (_, group) => participants.filter((id) => assignment[id] === String(group)));
}

/** The most teams each group may send on: floor(participants / groups), and no more than the smallest group. */
export function maxTeamsAdvancing(participantCount: number, groupCount: number, groups: GroupSettings["groups"]): number {
  return Math.min(Math.floor(participantCount / groupCount), ...(groups ?? []).map((group) => group.length));
}

/** Groups step 3: the details, the manual groups, the advancing count and the knockout's size. */
export function groupSettingsProblem(settings: GroupSettings): Problem | null {
  const advancing = wholeNumber(settings.teamsAdvancing);
  if (matchTypeProblem(settings.matchType) || settings.teamsAdvancing.trim() === "" || settings.participants.length === 0) {
    return { message: engine("GROUP_DETAILS_REQUIRED") };
  }
  if (settings.groups) {
    const placed = settings.groups.reduce((sum, group) => sum + group.length, 0);
    if (placed !== settings.participants.length) return { message: engine("GROUP_ASSIGNMENT_INCOMPLETE") };
    if (settings.groups.some((group) => group.length < 2)) return { message: engine("GROUP_EMPTY") };
  }
  const max = maxTeamsAdvancing(settings.participantCount, settings.groupCount, settings.groups);
  if (!Number.isInteger(advancing) || advancing < 1 || advancing > max) {
    return { field: "teamsAdvancing", message: engine("TEAMS_ADVANCING_OUT_OF_RANGE", { max }) };
  }
  const total = settings.groupCount * advancing;
  if (total < MIN_PARTICIPANTS) return { message: engine("KNOCKOUT_TEAM_COUNT_INVALID", { count: total, expected: MIN_PARTICIPANTS }) };
  return null;
}

export interface ChallengeSettings {
  name: string;
  first: string;
  second: string;
  bestOf: string;
}

/** Challenge: every field filled, then two different members. */
export function challengeProblem(settings: ChallengeSettings): Problem | null {
  if (settings.name.trim() === "" || settings.first === "" || settings.second === "" || settings.bestOf === "") {
    return { message: MESSAGES.CHALLENGE_FIELDS_REQUIRED };
  }
  if (settings.first === settings.second) return { field: "second", message: MESSAGES.CHALLENGE_SAME_PARTICIPANT };
  return null;
}

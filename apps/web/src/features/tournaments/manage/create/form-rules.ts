import { tournamentNameProblem, tournamentRules } from "@turnuva/contract/tournament-rules";
import { MESSAGES, MIN_PARTICIPANTS } from "@turnuva/domain";
import { rulesResolver } from "@/lib/rules-resolver.ts";
import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";
import { wholeNumber } from "./rules.ts";

/**
 * The wizards' typed fields, checked as the server checks them, on every change and before each
 * step: the name by the contract's rules, the counts as the engine reads them. The forms keep what
 * a field holds (text); the choices made with buttons (participants, seeds, groups) are checked by
 * `rules.ts` at their step.
 *
 * Not zodResolver on the contract's schema: its module brings zod (12 kB gzip) and put
 * /platformlar at 160 kB of its 150. The contract's zod-free rules module gives the same limits,
 * sentences and name rule the server's schema uses.
 */

/** A count typed in a field: empty asks for it; the rest as the contract and the engine say. */
function countRule(required: string, problem: (count: number) => string | null) {
  return (value: string): string | null => {
    if (value.trim() === "") return required;
    const count = wholeNumber(value);
    return Number.isNaN(count) ? tournamentRules.messages.numberInvalid : problem(count);
  };
}

/** Part 2 §5 and §9: at least 2; the contract's maximum. Issue 29's wizards add their own minimum. */
export const participantCountProblem = countRule(tournamentWizardTexts.details.countRequired, (count) =>
  count < MIN_PARTICIPANTS
    ? MESSAGES.PARTICIPANTS_TOO_FEW
    : count > tournamentRules.maxParticipants
      ? tournamentRules.messages.participantsTooMany
      : null,
);

const groupCountProblem = countRule(tournamentWizardTexts.details.groupCountRequired, (count) =>
  count < 1 ? tournamentWizardTexts.details.groupCountTooFew : null,
);

/** Issue 25: every wizard's play settings, on its first step (play-settings.tsx). */
export interface PlaySettingsValues {
  resultEntry: "players" | "organizer";
  /** Days a round has, as typed; empty for no deadlines. */
  roundDays: string;
}

/** New tournaments: the players report (issue 25), no deadlines. */
export const playSettingsDefaults: PlaySettingsValues = { resultEntry: "players", roundDays: "" };

/** The contract's rule for `roundDays`: optional, a whole number of days 1–60. */
export function roundDaysProblem(value: string): string | null {
  if (value.trim() === "") return null;
  const days = wholeNumber(value);
  const { min, max } = tournamentRules.roundDays;
  return Number.isNaN(days) || days < min || days > max ? tournamentRules.messages.roundDaysInvalid : null;
}

/** What the create request carries of them: `roundDays` only when one was typed. */
export function playSettingsOf({ resultEntry, roundDays }: PlaySettingsValues): {
  resultEntry: PlaySettingsValues["resultEntry"];
  roundDays?: number;
} {
  return roundDays.trim() === "" ? { resultEntry } : { resultEntry, roundDays: wholeNumber(roundDays) };
}

export interface LeagueFormValues extends PlaySettingsValues {
  name: string;
  participantCount: string;
  participants: string[];
  matchType: string;
  /** Issue 28: 'overall' unless chosen (the spec's league order). */
  tiebreakers: "overall" | "headToHead";
}
export const leagueResolver = rulesResolver<LeagueFormValues>({
  name: tournamentNameProblem,
  participantCount: participantCountProblem,
  roundDays: roundDaysProblem,
});

export interface EliminationFormValues extends PlaySettingsValues {
  name: string;
  participantCount: string;
  participants: string[];
  seededParticipants: string[];
  /** Issue 28: one match per tie and in the final unless chosen. */
  knockoutLegs: "1" | "2";
  finalLegs: "1" | "2";
}
export const eliminationResolver = rulesResolver<EliminationFormValues>({
  name: tournamentNameProblem,
  participantCount: participantCountProblem,
  roundDays: roundDaysProblem,
});

export interface GroupFormValues extends PlaySettingsValues {
  name: string;
  participantCount: string;
  groupCount: string;
  participants: string[];
  seededParticipants: string[];
  matchType: string;
  teamsAdvancing: string;
  /** Issue 28: 'headToHead' unless chosen (the spec's group order). */
  tiebreakers: "overall" | "headToHead";
  grouping: "automatic" | "manual";
  /** Manual grouping: the group index (as text) chosen for each participant id. */
  assignment: Record<string, string>;
  /** Issue 28: the knockout after the groups, one match per tie and in the final unless chosen. */
  knockoutLegs: "1" | "2";
  finalLegs: "1" | "2";
}
export const groupResolver = rulesResolver<GroupFormValues>({
  name: tournamentNameProblem,
  participantCount: participantCountProblem,
  groupCount: groupCountProblem,
  roundDays: roundDaysProblem,
});

export interface ChallengeFormValues extends PlaySettingsValues {
  name: string;
  first: string;
  second: string;
  bestOf: string;
}
export const challengeResolver = rulesResolver<ChallengeFormValues>({ name: tournamentNameProblem, roundDays: roundDaysProblem });

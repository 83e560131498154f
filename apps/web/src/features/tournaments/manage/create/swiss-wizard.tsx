import { tournamentNameProblem } from "@turnuva/contract/tournament-rules";
import { useForm, useWatch } from "react-hook-form";
import { usePlatformMembers } from "@/lib/platforms/get-platform-members.ts";
import { rulesResolver } from "@/lib/rules-resolver.ts";
import { swissWizardTexts } from "@/texts/swiss-wizard.ts";
import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";
import { TextField } from "@/ui/text-field.tsx";
import { ChoiceFieldset, type Choice } from "./choice-fieldset.tsx";
import { participantCountProblem, playSettingsDefaults, roundDaysProblem, type PlaySettingsValues } from "./form-rules.ts";
import { finalLegChoices, knockoutLegChoices, legsTexts } from "./legs-choices.ts";
import { NameAndCount } from "./name-and-count.tsx";
import { ParticipantsStep } from "./participants-step.tsx";
import { PlaySettings } from "./play-settings.tsx";
import { countProblem, selectionProblem, wholeNumber } from "./rules.ts";
import { fitToCount, type Selection } from "./selection.ts";
import { useWizard } from "./use-wizard.ts";
import type { WizardProps } from "./wizard-props.ts";
import { WizardFrame } from "./wizard-frame.tsx";

const STEPS = 2;
const KNOCKOUT_SIZES = ["0", "2", "4", "8", "16"] as const;

interface SwissFormValues extends PlaySettingsValues {
  name: string;
  participantCount: string;
  participants: string[];
  /** Issue 29: as typed; empty is the server's default, ceil(log2 n). */
  swissRounds: string;
  knockoutSize: (typeof KNOCKOUT_SIZES)[number];
  /** With a knockout: one match per tie and in the final unless chosen (issue 28). */
  knockoutLegs: "1" | "2";
  finalLegs: "1" | "2";
}

/** Issue 29: the default number of rounds, ceil(log2 n) (at least 1), as the server takes it. */
const defaultSwissRounds = (count: number) => Math.max(1, Math.ceil(Math.log2(count)));

/** The most rounds there can be: n − 1 (beyond, someone would meet an opponent twice). */
const maxRounds = (count: number) => count - 1;

/** A count the other rules can be read against, or null while the count is not one. */
function readCount(text: string): number | null {
  const count = wholeNumber(text);
  return Number.isInteger(count) && count >= 2 ? count : null;
}

const resolver = rulesResolver<SwissFormValues>({
  name: tournamentNameProblem,
  participantCount: participantCountProblem,
  roundDays: roundDaysProblem,
  swissRounds: (value, values) => {
    const count = readCount(values.participantCount);
    if (value.trim() === "" || count === null) return null;
    const rounds = wholeNumber(value);
    return Number.isInteger(rounds) && rounds >= 1 && rounds <= maxRounds(count) ? null : swissWizardTexts.roundsOutOfRange(maxRounds(count));
  },
  knockoutSize: (value, values) => {
    const count = readCount(values.participantCount);
    return count !== null && Number(value) > count ? swissWizardTexts.knockoutTooLarge(count) : null;
  },
});

const knockoutChoices: readonly Choice[] = KNOCKOUT_SIZES.map((size) =>
  size === "0"
    ? { value: size, label: swissWizardTexts.noKnockout, hint: swissWizardTexts.noKnockoutHint }
    : { value: size, label: swissWizardTexts.knockout(Number(size)), hint: swissWizardTexts.knockoutHint(Number(size)) },
);

/** What the request carries of the knockout: its size, and its legs only where it has such matches. */
function knockoutOf(values: SwissFormValues): { knockoutSize: number; knockoutLegs?: 2; finalLegs?: 2 } {
  const size = Number(values.knockoutSize);
  return {
    knockoutSize: size,
    // A knockout of two is its final alone.
    ...(size > 2 && values.knockoutLegs === "2" ? { knockoutLegs: 2 as const } : {}),
    ...(size > 0 && values.finalLegs === "2" ? { finalLegs: 2 as const } : {}),
  };
}

/**
 * Issue 29, Swiss: 1 details (name, participant count, rounds, the knockout after them and its
 * legs, the play settings), 2 the participants. The server pairs each round when the previous one
 * is played ('Sonraki Tura Geç').
 */
export function SwissWizard(props: WizardProps) {
  const { platform } = props;
  const members = usePlatformMembers(platform._id);
  const form = useForm<SwissFormValues>({
    resolver,
    mode: "onChange",
    defaultValues: {
      ...playSettingsDefaults,
      name: "",
      participantCount: "",
      participants: [],
      swissRounds: "",
      knockoutSize: "0",
      knockoutLegs: "1",
      finalLegs: "1",
    },
  });
  const wizard = useWizard(props, form, { title: swissWizardTexts.title, steps: STEPS });
  const { step, goTo, refuse } = wizard;
  const { errors } = form.formState;
  const participants = useWatch({ control: form.control, name: "participants" });
  const countText = useWatch({ control: form.control, name: "participantCount" });
  const knockoutSize = Number(useWatch({ control: form.control, name: "knockoutSize" }));
  const count = wholeNumber(countText);
  const known = readCount(countText);

  const choose = (selection: Selection) => form.setValue("participants", selection.participants);

  const submit = form.handleSubmit((values) => {
    if (step === 1) {
      const problem = countProblem(count, members.data?.length);
      if (problem) return refuse(problem);
      choose(fitToCount({ ...values, seededParticipants: [] }, count));
      return goTo(2);
    }
    const problem = selectionProblem(values.participants.length, count, "league");
    if (problem) return refuse(problem);
    const rounds = values.swissRounds.trim() === "" ? defaultSwissRounds(count) : wholeNumber(values.swissRounds);
    wizard.send(
      {
        name: values.name.trim(),
        system: "swiss",
        participants: values.participants,
        participantCount: count,
        swissRounds: rounds,
        ...knockoutOf(values),
      },
      tournamentWizardTexts.failed.general,
    );
  });

  const frame = wizard.frame(submit);

  if (step === 1) {
    return (
      <WizardFrame {...frame} stepTitle={tournamentWizardTexts.steps.details} submitLabel={tournamentWizardTexts.details.toParticipants}>
        <NameAndCount name={form.register("name")} participantCount={form.register("participantCount")} errors={errors} />
        <TextField
          label={swissWizardTexts.rounds}
          type="number"
          inputMode="numeric"
          min={1}
          hint={swissWizardTexts.roundsHint(known && defaultSwissRounds(known), known && maxRounds(known))}
          error={errors.swissRounds?.message}
          {...form.register("swissRounds")}
        />
        <ChoiceFieldset
          legend={swissWizardTexts.knockoutLegend}
          choices={knockoutChoices}
          error={errors.knockoutSize?.message}
          {...form.register("knockoutSize")}
        />
        {knockoutSize > 2 ? (
          <ChoiceFieldset legend={legsTexts.knockoutLegend} choices={knockoutLegChoices} {...form.register("knockoutLegs")} />
        ) : null}
        {knockoutSize > 0 ? <ChoiceFieldset legend={legsTexts.finalLegend} choices={finalLegChoices} {...form.register("finalLegs")} /> : null}
        <PlaySettings resultEntry={form.register("resultEntry")} roundDays={form.register("roundDays")} roundDaysError={errors.roundDays?.message} />
      </WizardFrame>
    );
  }

  return (
    <ParticipantsStep frame={frame} platformId={platform._id} count={count} selection={{ participants, seededParticipants: [] }} onChange={choose} />
  );
}

import { MIN_DOUBLE_ELIMINATION_PARTICIPANTS } from "@turnuva/domain";
import { tournamentNameProblem } from "@turnuva/contract/tournament-rules";
import { useForm } from "react-hook-form";
import { usePlatformMembers } from "@/lib/platforms/get-platform-members.ts";
import { rulesResolver } from "@/lib/rules-resolver.ts";
import { doubleEliminationWizardTexts } from "@/texts/double-elimination-wizard.ts";
import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";
import { ChoiceFieldset, type Choice } from "./choice-fieldset.tsx";
import { participantCountProblem, playSettingsDefaults, roundDaysProblem, type PlaySettingsValues } from "./form-rules.ts";
import { NameAndCount } from "./name-and-count.tsx";
import { ParticipantsStep } from "./participants-step.tsx";
import { PlaySettings } from "./play-settings.tsx";
import { wholeNumber } from "./rules.ts";
import { useSeededSelection } from "./seeded-selection.ts";
import { useWizard } from "./use-wizard.ts";
import type { WizardProps } from "./wizard-props.ts";
import { WizardFrame } from "./wizard-frame.tsx";

const STEPS = 2;

interface DoubleEliminationFormValues extends PlaySettingsValues {
  name: string;
  participantCount: string;
  participants: string[];
  seededParticipants: string[];
  /** Issue 29: a bracket reset after a grand final the losers' side won, unless chosen otherwise. */
  grandFinalReset: "yes" | "no";
}

/** The contract's rules, and (issue 29) at least 3: with two there is no losers' bracket. */
const resolver = rulesResolver<DoubleEliminationFormValues>({
  name: tournamentNameProblem,
  participantCount: (value) => {
    const problem = participantCountProblem(value);
    if (problem) return problem;
    return wholeNumber(value) < MIN_DOUBLE_ELIMINATION_PARTICIPANTS ? doubleEliminationWizardTexts.tooFew : null;
  },
  roundDays: roundDaysProblem,
});

const resetChoices: readonly Choice[] = [
  { value: "yes", label: doubleEliminationWizardTexts.resetYes, hint: doubleEliminationWizardTexts.resetYesHint },
  { value: "no", label: doubleEliminationWizardTexts.resetNo, hint: doubleEliminationWizardTexts.resetNoHint },
];

/**
 * Issue 29, double elimination: 1 details (name, participant count, the grand final's reset, the
 * play settings), 2 the participants with seeds, as the elimination wizard has them. The server
 * draws both brackets; no draws and one match per tie, so no match type or legs are asked.
 */
export function DoubleEliminationWizard(props: WizardProps) {
  const { platform } = props;
  const members = usePlatformMembers(platform._id);
  const form = useForm<DoubleEliminationFormValues>({
    resolver,
    mode: "onChange",
    defaultValues: {
      ...playSettingsDefaults,
      name: "",
      participantCount: "",
      participants: [],
      seededParticipants: [],
      grandFinalReset: "yes",
    },
  });
  const wizard = useWizard(props, form, { title: doubleEliminationWizardTexts.title, steps: STEPS });
  const { count, selection, choose, ready } = useSeededSelection({ form, wizard, memberCount: members.data?.length });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    if (!ready(values)) return;
    wizard.send(
      {
        name: values.name.trim(),
        system: "doubleElimination",
        participants: values.participants,
        seededParticipants: values.seededParticipants,
        participantCount: count,
        grandFinalReset: values.grandFinalReset === "yes",
      },
      tournamentWizardTexts.failed.general,
    );
  });

  const frame = wizard.frame(submit);

  if (wizard.step === 1) {
    return (
      <WizardFrame {...frame} stepTitle={tournamentWizardTexts.steps.details} submitLabel={tournamentWizardTexts.details.toParticipants}>
        <NameAndCount
          name={form.register("name")}
          participantCount={form.register("participantCount")}
          errors={errors}
          min={MIN_DOUBLE_ELIMINATION_PARTICIPANTS}
          hint={doubleEliminationWizardTexts.countHint}
        />
        <PlaySettings resultEntry={form.register("resultEntry")} roundDays={form.register("roundDays")} roundDaysError={errors.roundDays?.message} />
        <ChoiceFieldset legend={doubleEliminationWizardTexts.resetLegend} choices={resetChoices} {...form.register("grandFinalReset")} />
      </WizardFrame>
    );
  }

  return <ParticipantsStep frame={frame} platformId={platform._id} count={count} selection={selection} onChange={choose} seeding />;
}

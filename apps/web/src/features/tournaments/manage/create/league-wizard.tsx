import { useForm, useWatch } from "react-hook-form";
import { usePlatformMembers } from "@/lib/platforms/get-platform-members.ts";
import { tournamentTexts } from "@/texts/tournaments.ts";
import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";
import { Alert } from "@/ui/alert.tsx";
import { ChoiceFieldset } from "./choice-fieldset.tsx";
import { leagueResolver, playSettingsDefaults, type LeagueFormValues } from "./form-rules.ts";
import { PlaySettings } from "./play-settings.tsx";
import { matchTypeChoices, tiebreakerChoices, tiebreakerTexts } from "./match-type-choices.ts";
import { NameAndCount } from "./name-and-count.tsx";
import { ParticipantsStep } from "./participants-step.tsx";
import { countProblem, matchTypeProblem, selectionProblem, wholeNumber } from "./rules.ts";
import { fitToCount } from "./selection.ts";
import { useWizard } from "./use-wizard.ts";
import type { WizardProps } from "./wizard-props.ts";
import { WizardFrame } from "./wizard-frame.tsx";

const STEPS = 3;

/** Part 2 §9: a round robin of n plays n-1 weeks (n with a bye when odd), twice when double. */
function leaguePreview(count: number, matchType: string): string | null {
  if (matchType !== "single" && matchType !== "double") return null;
  const legs = matchType === "double" ? 2 : 1;
  return tournamentWizardTexts.matchType.leaguePreview((count % 2 === 0 ? count - 1 : count) * legs, ((count * (count - 1)) / 2) * legs);
}

/**
 * Part 2 §2, league wizard: 1 details (name, participant count), 2 participants ('N katılımcı daha
 * seçin' until the count is reached; an odd count warns of the weekly 'Bay'), 3 match type; then
 * the server draws the fixtures.
 */
export function LeagueWizard(props: WizardProps) {
  const { platform } = props;
  const members = usePlatformMembers(platform._id);
  const form = useForm<LeagueFormValues>({
    resolver: leagueResolver,
    mode: "onChange",
    defaultValues: { ...playSettingsDefaults, name: "", participantCount: "", participants: [], matchType: "", tiebreakers: "overall" },
  });
  const wizard = useWizard(props, form, { title: tournamentWizardTexts.titles.league, steps: STEPS });
  const { step, goTo, refuse } = wizard;
  const { errors } = form.formState;
  const participants = useWatch({ control: form.control, name: "participants" });
  const matchType = useWatch({ control: form.control, name: "matchType" });
  const count = wholeNumber(useWatch({ control: form.control, name: "participantCount" }));

  const submit = form.handleSubmit((values) => {
    const problem =
      step === 1
        ? countProblem(count, members.data?.length)
        : step === 2
          ? selectionProblem(values.participants.length, count, "league")
          : matchTypeProblem(values.matchType);
    if (problem) return refuse(problem);
    if (step === 1) {
      const kept = fitToCount({ participants: values.participants, seededParticipants: [] }, count);
      form.setValue("participants", kept.participants);
    }
    if (step < STEPS) return goTo(step + 1);
    wizard.send(
      {
        name: values.name.trim(),
        system: "league",
        participants: values.participants,
        participantCount: count,
        matchType: values.matchType as "single" | "double",
        tiebreakers: values.tiebreakers,
      },
      tournamentWizardTexts.failed.general,
    );
  });

  const frame = wizard.frame(submit);

  if (step === 1) {
    return (
      <WizardFrame {...frame} stepTitle={tournamentWizardTexts.steps.details} submitLabel={tournamentWizardTexts.details.toParticipants}>
        <NameAndCount
          name={form.register("name")}
          participantCount={form.register("participantCount")}
          errors={errors}
          hint={tournamentWizardTexts.details.leagueCountHint}
        />
        <PlaySettings resultEntry={form.register("resultEntry")} roundDays={form.register("roundDays")} roundDaysError={errors.roundDays?.message} />
      </WizardFrame>
    );
  }

  if (step === 2) {
    return (
      <ParticipantsStep
        frame={frame}
        platformId={platform._id}
        count={count}
        selection={{ participants, seededParticipants: [] }}
        onChange={(next) => form.setValue("participants", next.participants)}
        nextLabel={tournamentWizardTexts.picker.toMatchType}
      >
        {count % 2 === 1 ? <Alert tone="info">{tournamentWizardTexts.picker.oddWarning(tournamentTexts.bye)}</Alert> : null}
      </ParticipantsStep>
    );
  }

  const preview = leaguePreview(count, matchType);
  return (
    <WizardFrame {...frame} stepTitle={tournamentWizardTexts.steps.matchType} submitLabel={tournamentWizardTexts.start}>
      <ChoiceFieldset legend={tournamentWizardTexts.matchType.legend} choices={matchTypeChoices} {...form.register("matchType")} />
      {preview ? <p className="text-sm text-slate-700">{preview}</p> : null}
      <ChoiceFieldset legend={tiebreakerTexts.legend} choices={tiebreakerChoices} {...form.register("tiebreakers")} />
    </WizardFrame>
  );
}

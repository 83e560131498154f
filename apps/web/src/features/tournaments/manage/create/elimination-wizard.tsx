import { useForm, useWatch } from "react-hook-form";
import { usePlatformMembers } from "@/lib/platforms/get-platform-members.ts";
import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";
import { TextField } from "@/ui/text-field.tsx";
import { eliminationResolver, playSettingsDefaults, type EliminationFormValues } from "./form-rules.ts";
import { PlaySettings } from "./play-settings.tsx";
import { ParticipantPicker } from "./participant-picker.tsx";
import { countProblem, selectionProblem, wholeNumber } from "./rules.ts";
import { fitToCount, type Selection } from "./selection.ts";
import { useWizard } from "./use-wizard.ts";
import type { WizardProps } from "./wizard-props.ts";
import { WizardFrame } from "./wizard-frame.tsx";
import { ChoiceFieldset } from "./choice-fieldset.tsx";
import { finalLegChoices, knockoutLegChoices, legsOf, legsTexts } from "./legs-choices.ts";

const STEPS = 2;

/**
 * Part 2 §2, elimination wizard: 1 'Turnuva Detayları' (name, participant count, 'Katılımcı
 * Seçimine Geç'), 2 'Katılımcıları Seçin' with seeds ('Seri Başı Yap' / '★ Seri Başı') and
 * 'Turnuvayı Başlat' or '{n} katılımcı daha seçin'. The server pairs the first round (§4).
 */
export function EliminationWizard(props: WizardProps) {
  const { platform } = props;
  const members = usePlatformMembers(platform._id);
  const form = useForm<EliminationFormValues>({
    resolver: eliminationResolver,
    mode: "onChange",
    defaultValues: {
      ...playSettingsDefaults,
      name: "",
      participantCount: "",
      participants: [],
      seededParticipants: [],
      knockoutLegs: "1",
      finalLegs: "1",
    },
  });
  const wizard = useWizard(props, form, { title: tournamentWizardTexts.titles.elimination, steps: STEPS });
  const { step, goTo, refuse } = wizard;
  const { errors } = form.formState;
  const participants = useWatch({ control: form.control, name: "participants" });
  const seededParticipants = useWatch({ control: form.control, name: "seededParticipants" });
  const count = wholeNumber(useWatch({ control: form.control, name: "participantCount" }));

  const choose = (selection: Selection) => {
    form.setValue("participants", selection.participants);
    form.setValue("seededParticipants", selection.seededParticipants);
  };

  const submit = form.handleSubmit((values) => {
    if (step === 1) {
      const problem = countProblem(count, members.data?.length);
      if (problem) return refuse(problem);
      choose(fitToCount(values, count));
      return goTo(2);
    }
    const problem = selectionProblem(values.participants.length, count, "elimination");
    if (problem) return refuse(problem);
    wizard.send(
      {
        name: values.name.trim(),
        system: "elimination",
        participants: values.participants,
        seededParticipants: values.seededParticipants,
        participantCount: count,
        matchType: "single",
        ...legsOf(values),
      },
      tournamentWizardTexts.failed.elimination,
    );
  });

  const frame = wizard.frame(submit);

  if (step === 1) {
    return (
      <WizardFrame {...frame} stepTitle={tournamentWizardTexts.steps.details} submitLabel={tournamentWizardTexts.details.toParticipants}>
        <TextField label={tournamentWizardTexts.details.name} autoComplete="off" error={errors.name?.message} {...form.register("name")} />
        <TextField
          label={tournamentWizardTexts.details.participantCount}
          type="number"
          inputMode="numeric"
          min={2}
          hint={tournamentWizardTexts.details.countHint}
          error={errors.participantCount?.message}
          {...form.register("participantCount")}
        />
        <PlaySettings resultEntry={form.register("resultEntry")} roundDays={form.register("roundDays")} roundDaysError={errors.roundDays?.message} />
        <ChoiceFieldset legend={legsTexts.knockoutLegend} choices={knockoutLegChoices} {...form.register("knockoutLegs")} />
        <ChoiceFieldset legend={legsTexts.finalLegend} choices={finalLegChoices} {...form.register("finalLegs")} />
      </WizardFrame>
    );
  }

  const remaining = count - participants.length;
  return (
    <WizardFrame
      {...frame}
      stepTitle={tournamentWizardTexts.steps.participants}
      submitLabel={remaining > 0 ? tournamentWizardTexts.picker.chooseMore(remaining) : tournamentWizardTexts.start}
    >
      <ParticipantPicker platformId={platform._id} count={count} selection={{ participants, seededParticipants }} onChange={choose} seeding />
    </WizardFrame>
  );
}

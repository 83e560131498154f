import { useForm } from "react-hook-form";
import { usePlatformMembers } from "@/lib/platforms/get-platform-members.ts";
import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";
import { eliminationResolver, playSettingsDefaults, type EliminationFormValues } from "./form-rules.ts";
import { PlaySettings } from "./play-settings.tsx";
import { NameAndCount } from "./name-and-count.tsx";
import { ParticipantsStep } from "./participants-step.tsx";
import { useSeededSelection } from "./seeded-selection.ts";
import { useWizard } from "./use-wizard.ts";
import type { WizardProps } from "./wizard-props.ts";
import { WizardFrame } from "./wizard-frame.tsx";
import { ChoiceFieldset } from "./choice-fieldset.tsx";
import { finalLegChoices, hasRounds, knockoutLegChoices, legsOf, legsTexts } from "./legs-choices.ts";

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
  const { count, selection, choose, ready } = useSeededSelection({ form, wizard, memberCount: members.data?.length });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    if (!ready(values)) return;
    wizard.send(
      {
        name: values.name.trim(),
        system: "elimination",
        participants: values.participants,
        seededParticipants: values.seededParticipants,
        participantCount: count,
        matchType: "single",
        ...legsOf(values, count),
      },
      tournamentWizardTexts.failed.elimination,
    );
  });

  const frame = wizard.frame(submit);

  if (wizard.step === 1) {
    return (
      <WizardFrame {...frame} stepTitle={tournamentWizardTexts.steps.details} submitLabel={tournamentWizardTexts.details.toParticipants}>
        <NameAndCount name={form.register("name")} participantCount={form.register("participantCount")} errors={errors} />
        <PlaySettings resultEntry={form.register("resultEntry")} roundDays={form.register("roundDays")} roundDaysError={errors.roundDays?.message} />
        {hasRounds(count) ? (
          <ChoiceFieldset legend={legsTexts.knockoutLegend} choices={knockoutLegChoices} {...form.register("knockoutLegs")} />
        ) : null}
        <ChoiceFieldset legend={legsTexts.finalLegend} choices={finalLegChoices} {...form.register("finalLegs")} />
      </WizardFrame>
    );
  }

  return <ParticipantsStep frame={frame} platformId={platform._id} count={count} selection={selection} onChange={choose} seeding />;
}

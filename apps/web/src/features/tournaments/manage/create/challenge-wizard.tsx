import { BEST_OF_OPTIONS, sortByUsername } from "@turnuva/domain";
import { useMemo, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { usePlatformMembers } from "@/lib/platforms/get-platform-members.ts";
import { commonTexts } from "@/texts/common.ts";
import { challengeWizardTexts } from "@/texts/challenge-wizard.ts";
import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";
import { Spinner } from "@/ui/spinner.tsx";
import { TextField } from "@/ui/text-field.tsx";
import { challengeResolver, playSettingsDefaults, type ChallengeFormValues } from "./form-rules.ts";
import { PlaySettings } from "./play-settings.tsx";
import { challengeProblem } from "./rules.ts";
import { MembersLoadFailed } from "./members-load-failed.tsx";
import { SelectField } from "@/ui/form-fields.tsx";
import { useWizard } from "./use-wizard.ts";
import type { WizardProps } from "./wizard-props.ts";
import { WizardFrame } from "./wizard-frame.tsx";

const bestOfOptions = BEST_OF_OPTIONS.map((bestOf) => ({ value: String(bestOf), label: challengeWizardTexts.bestOfOption(bestOf) }));

/**
 * Part 2 §2, challenge creator: a name, 'Gladyatör 1' and 'Gladyatör 2' from the platform's
 * members (not the same one twice), best of 3 or 5, 'Meydan Okumayı Başlat'. Every field empty
 * or not is said at once ('Lütfen tüm alanları doldurun.') before the name's own rules.
 */
export function ChallengeWizard(props: WizardProps) {
  const members = usePlatformMembers(props.platform._id);
  const form = useForm<ChallengeFormValues>({
    resolver: challengeResolver,
    mode: "onChange",
    defaultValues: { ...playSettingsDefaults, name: "", first: "", second: "", bestOf: "" },
  });
  const wizard = useWizard(props, form, { title: tournamentWizardTexts.titles.challenge, steps: 1 });
  const { errors } = form.formState;
  const options = useMemo(
    () =>
      sortByUsername((members.data ?? []).map((member) => ({ id: member._id, username: member.username }))).map((member) => ({
        value: member.id,
        label: member.username,
      })),
    [members.data],
  );

  const create = form.handleSubmit((values) => {
    const problem = challengeProblem(values);
    if (problem) return wizard.refuse(problem);
    wizard.send(
      { name: values.name.trim(), system: "challenge", participants: [values.first, values.second], bestOf: Number(values.bestOf) },
      tournamentWizardTexts.failed.general,
    );
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The spec's sentence for an empty field comes first, as the engine checks it first.
    const problem = challengeProblem(form.getValues());
    if (problem && !problem.field) {
      event.preventDefault();
      wizard.refuse(problem);
      return;
    }
    void create(event);
  };

  return (
    <WizardFrame {...wizard.frame(submit)} stepTitle={tournamentWizardTexts.steps.details} submitLabel={challengeWizardTexts.submit}>
      <TextField label={tournamentWizardTexts.details.name} autoComplete="off" error={errors.name?.message} {...form.register("name")} />
      {members.isPending ? <Spinner label={commonTexts.loading} /> : null}
      {members.isError && members.data === undefined ? <MembersLoadFailed onRetry={() => void members.refetch()} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={challengeWizardTexts.first}
          placeholder={challengeWizardTexts.firstPlaceholder}
          options={options}
          error={errors.first?.message}
          {...form.register("first")}
        />
        <SelectField
          label={challengeWizardTexts.second}
          placeholder={challengeWizardTexts.secondPlaceholder}
          options={options}
          error={errors.second?.message}
          {...form.register("second")}
        />
      </div>
      <SelectField
        label={challengeWizardTexts.bestOf}
        placeholder={challengeWizardTexts.bestOfPlaceholder}
        options={bestOfOptions}
        {...form.register("bestOf")}
      />
      <PlaySettings resultEntry={form.register("resultEntry")} roundDays={form.register("roundDays")} roundDaysError={errors.roundDays?.message} />
    </WizardFrame>
  );
}

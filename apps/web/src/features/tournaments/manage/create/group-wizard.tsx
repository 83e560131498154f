import { useForm, useWatch } from "react-hook-form";
import { usePlatformMembers } from "@/lib/platforms/get-platform-members.ts";
import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";
import { TextField } from "@/ui/text-field.tsx";
import { ChoiceFieldset } from "./choice-fieldset.tsx";
import { groupResolver, playSettingsDefaults, type GroupFormValues } from "./form-rules.ts";
import { PlaySettings } from "./play-settings.tsx";
import { GroupAssignment } from "./group-assignment.tsx";
import { finalLegChoices, hasRounds, knockoutLegChoices, legsOf, legsTexts } from "./legs-choices.ts";
import { matchTypeChoices, tiebreakerChoices, tiebreakerTexts } from "./match-type-choices.ts";
import { NameAndCount } from "./name-and-count.tsx";
import { ParticipantsStep } from "./participants-step.tsx";
import { countProblem, groupCountProblem, groupSettingsProblem, groupsOf, maxTeamsAdvancing, selectionProblem, wholeNumber } from "./rules.ts";
import { useSeededSelection } from "./seeded-selection.ts";
import { fitToCount } from "./selection.ts";
import { useWizard } from "./use-wizard.ts";
import type { WizardProps } from "./wizard-props.ts";
import { WizardFrame } from "./wizard-frame.tsx";

const STEPS = 3;

const groupingChoices = [
  { value: "automatic", label: tournamentWizardTexts.groups.automatic, hint: tournamentWizardTexts.groups.automaticHint },
  { value: "manual", label: tournamentWizardTexts.groups.manual, hint: tournamentWizardTexts.groups.manualHint },
] as const;

/** Part 2 §9: base size total / groups, the remainder to the first groups. */
function groupSizes(count: number, groupCount: number): string {
  return Array.from({ length: groupCount }, (_, group) => Math.floor(count / groupCount) + (group < count % groupCount ? 1 : 0)).join(", ");
}

/**
 * Part 2 §2, group wizard: 1 name, participant count, group count ('Katılımcıları Belirle'),
 * 2 participants with seeds, 3 match type, how many go on from each group, automatic or manual
 * groups (manual: a group for everyone), and the knockout's legs (issue 28). The server draws the
 * groups and their fixtures.
 */
export function GroupWizard(props: WizardProps) {
  const { platform } = props;
  const members = usePlatformMembers(platform._id);
  const form = useForm<GroupFormValues>({
    resolver: groupResolver,
    mode: "onChange",
    defaultValues: {
      ...playSettingsDefaults,
      name: "",
      participantCount: "",
      groupCount: "",
      participants: [],
      seededParticipants: [],
      matchType: "",
      teamsAdvancing: "",
      tiebreakers: "headToHead",
      grouping: "automatic",
      assignment: {},
      knockoutLegs: "1",
      finalLegs: "1",
    },
  });
  const wizard = useWizard(props, form, { title: tournamentWizardTexts.titles.group, steps: STEPS });
  const { step, goTo, refuse } = wizard;
  const { count, selection, choose } = useSeededSelection({ form, wizard, memberCount: members.data?.length });
  const { participants } = selection;
  const { errors } = form.formState;
  const grouping = useWatch({ control: form.control, name: "grouping" });
  const assignment = useWatch({ control: form.control, name: "assignment" });
  const teamsAdvancing = wholeNumber(useWatch({ control: form.control, name: "teamsAdvancing" }));
  const groupCount = wholeNumber(useWatch({ control: form.control, name: "groupCount" }));
  const manualGroups = grouping === "manual" ? groupsOf(participants, groupCount, assignment) : null;

  const submit = form.handleSubmit((values) => {
    if (step === 1) {
      const problem = countProblem(count, members.data?.length) ?? groupCountProblem(count, groupCount);
      if (problem) return refuse(problem);
      choose(fitToCount(values, count));
      return goTo(2);
    }
    if (step === 2) {
      const problem = selectionProblem(values.participants.length, count, "group");
      return problem ? refuse(problem) : goTo(3);
    }
    const problem = groupSettingsProblem({
      participantCount: count,
      groupCount,
      matchType: values.matchType,
      teamsAdvancing: values.teamsAdvancing,
      groups: manualGroups,
      participants: values.participants,
    });
    if (problem) return refuse(problem);
    wizard.send(
      {
        name: values.name.trim(),
        system: "group",
        participants: values.participants,
        seededParticipants: values.seededParticipants,
        participantCount: count,
        groupCount,
        matchType: values.matchType as "single" | "double",
        teamsAdvancing,
        tiebreakers: values.tiebreakers,
        ...(manualGroups ? { groups: manualGroups } : {}),
        ...legsOf(values, groupCount * teamsAdvancing),
      },
      manualGroups ? tournamentWizardTexts.failed.manualGroup : tournamentWizardTexts.failed.group,
    );
  });

  const frame = wizard.frame(submit);

  if (step === 1) {
    return (
      <WizardFrame {...frame} stepTitle={tournamentWizardTexts.steps.details} submitLabel={tournamentWizardTexts.details.toGroupParticipants}>
        <NameAndCount name={form.register("name")} participantCount={form.register("participantCount")} errors={errors}>
          <TextField
            label={tournamentWizardTexts.details.groupCount}
            type="number"
            inputMode="numeric"
            min={1}
            error={errors.groupCount?.message}
            {...form.register("groupCount")}
          />
        </NameAndCount>
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
        selection={selection}
        onChange={choose}
        seeding
        nextLabel={tournamentWizardTexts.picker.toGroupSettings}
      />
    );
  }

  // The hint and the preview say what the rule will say: manual groups bound the count by their
  // smallest (once every group has someone), and no preview is shown for a count the rule refuses.
  const max = maxTeamsAdvancing(count, groupCount, manualGroups?.every((group) => group.length > 0) ? manualGroups : null);
  const qualifiers = Number.isInteger(teamsAdvancing) && teamsAdvancing >= 1 && teamsAdvancing <= max ? groupCount * teamsAdvancing : null;
  return (
    <WizardFrame {...frame} stepTitle={tournamentWizardTexts.steps.groupSettings} submitLabel={tournamentWizardTexts.start}>
      <ChoiceFieldset legend={tournamentWizardTexts.matchType.legend} choices={matchTypeChoices} {...form.register("matchType")} />
      <TextField
        label={tournamentWizardTexts.groups.teamsAdvancing}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        hint={tournamentWizardTexts.groups.teamsAdvancingHint(max)}
        error={errors.teamsAdvancing?.message}
        {...form.register("teamsAdvancing")}
      />
      <ChoiceFieldset legend={tiebreakerTexts.legend} choices={tiebreakerChoices} {...form.register("tiebreakers")} />
      <ChoiceFieldset legend={tournamentWizardTexts.groups.grouping} choices={groupingChoices} {...form.register("grouping")} />
      {grouping === "manual" ? (
        <GroupAssignment
          participants={participants}
          members={members.data ?? []}
          groupCount={groupCount}
          assignment={assignment}
          onChange={(next) => form.setValue("assignment", next)}
        />
      ) : qualifiers !== null ? (
        <p className="text-sm text-slate-700">{tournamentWizardTexts.groups.preview(groupSizes(count, groupCount), qualifiers)}</p>
      ) : null}
      {hasRounds(groupCount * teamsAdvancing) ? (
        <ChoiceFieldset legend={legsTexts.knockoutLegend} choices={knockoutLegChoices} {...form.register("knockoutLegs")} />
      ) : null}
      <ChoiceFieldset legend={legsTexts.finalLegend} choices={finalLegChoices} {...form.register("finalLegs")} />
    </WizardFrame>
  );
}

import type { PlatformMember } from "@turnuva/contract";
import { groupLabel, sortByUsername } from "@turnuva/domain";
import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";
import { groupsOf } from "./rules.ts";
import { SelectField } from "@/ui/form-fields.tsx";

const texts = tournamentWizardTexts.groups;

interface GroupAssignmentProps {
  /** The chosen participants' ids. */
  participants: readonly string[];
  members: readonly PlatformMember[];
  groupCount: number;
  /** The group index (as text) given to each participant id. */
  assignment: Readonly<Record<string, string>>;
  onChange: (assignment: Record<string, string>) => void;
}

/**
 * Part 2 §2 and §5, manual groups: a group for every chosen participant (sorted by username), and
 * how many each group holds so far, read out as it changes.
 */
export function GroupAssignment({ participants, members, groupCount, assignment, onChange }: GroupAssignmentProps) {
  const chosen = new Set(participants);
  const people = sortByUsername(members.filter((member) => chosen.has(member._id)).map((member) => ({ id: member._id, username: member.username })));
  const options = Array.from({ length: groupCount }, (_, group) => ({ value: String(group), label: texts.groupName(groupLabel(group)) }));
  const sizes = groupsOf(participants, groupCount, assignment).map((group) => group.length);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{texts.assignmentLabel}</legend>
      <ul aria-live="polite" className="flex flex-wrap gap-2 text-sm">
        {sizes.map((size, group) => (
          <li key={group} className="rounded-full bg-slate-100 px-3 py-1 font-semibold text-slate-700">
            {texts.groupSize(groupLabel(group), size)}
          </li>
        ))}
      </ul>
      <ul className="grid gap-3 sm:grid-cols-2">
        {people.map((person) => (
          <li key={person.id} className="min-w-0">
            <SelectField
              label={person.username}
              placeholder={texts.groupPlaceholder}
              options={options}
              value={assignment[person.id] ?? ""}
              onChange={(event) => onChange({ ...assignment, [person.id]: event.target.value })}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

import type { PlatformMember } from "@turnuva/contract";
import { searchParticipants } from "@turnuva/domain";
import { useId, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { profileTexts } from "@/texts/profile.ts";

const texts = profileTexts.compare;

interface MemberChoiceProps {
  label: string;
  members: readonly PlatformMember[];
  /** The form's registration of the select (uncontrolled, as react-hook-form keeps it). */
  registration: UseFormRegisterReturn;
  /** The chosen member's id, watched by the form. */
  value: string;
}

/**
 * One of the two players to compare: a search field that narrows a list of the platform's
 * members (part 2 §5: case-insensitive, prefix matches first, then by username), and the list
 * itself, a native select a keyboard and a screen reader already know. The chosen member stays in
 * the list whatever the search, so a choice never vanishes from under the person.
 */
export function MemberChoice({ label, members, registration, value }: MemberChoiceProps) {
  const id = useId();
  const [search, setSearch] = useState("");
  const found = searchParticipants(members, search);
  const chosen = members.find((member) => member._id === value);
  const options = chosen && !found.includes(chosen) ? [chosen, ...found] : found;

  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{label}</legend>
      <label htmlFor={`${id}-search`} className="block text-sm font-medium text-slate-700">
        {texts.search}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
      />
      <label htmlFor={`${id}-member`} className="mt-3 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={`${id}-member`} {...registration} className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2">
        <option value="">{texts.choose}</option>
        {options.map((member) => (
          <option key={member._id} value={member._id}>
            {member.username}
          </option>
        ))}
      </select>
      {search && found.length === 0 ? <p className="mt-2 text-sm text-slate-600">{texts.noMatch}</p> : null}
    </fieldset>
  );
}

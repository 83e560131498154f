import { useId, useMemo, useState } from "react";
import type { PlatformMember } from "@turnuva/contract";
import { searchParticipants } from "@turnuva/domain";
import { usePlatformMembers } from "@/lib/platforms/get-platform-members.ts";
import { commonTexts } from "@/texts/common.ts";
import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";
import { Avatar } from "@/ui/avatar.tsx";
import { cx } from "@/ui/class-names.ts";
import { Spinner } from "@/ui/spinner.tsx";
import { TextField } from "@/ui/text-field.tsx";
import { MembersLoadFailed } from "./members-load-failed.tsx";
import { toggleParticipant, toggleSeed, type Selection } from "./selection.ts";

const texts = tournamentWizardTexts.picker;

interface ParticipantPickerProps {
  platformId: string;
  count: number;
  selection: Selection;
  onChange: (selection: Selection) => void;
  /** Elimination and groups: each chosen participant can be made a seed. */
  seeding?: boolean;
}

/**
 * Part 2 §2 and §5: the platform's members to choose from, searched by username (prefix matches
 * first, then the rest that contain it, each sorted the Turkish way: the engine's own search).
 * A member is a toggle button; once the count is reached the others cannot be chosen.
 */
export function ParticipantPicker({ platformId, count, selection, onChange, seeding = false }: ParticipantPickerProps) {
  const query = usePlatformMembers(platformId);
  const [search, setSearch] = useState("");
  const shown = useMemo(
    () =>
      searchParticipants(
        (query.data ?? []).map((member) => ({ ...member, id: member._id })),
        search,
      ),
    [query.data, search],
  );

  if (query.isPending) return <Spinner label={commonTexts.loading} />;
  if (query.data === undefined) {
    return <MembersLoadFailed onRetry={() => void query.refetch()} />;
  }

  const full = selection.participants.length >= count;
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={texts.search}
        type="search"
        autoComplete="off"
        hint={texts.searchHint}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <p aria-live="polite" className="text-sm font-semibold text-slate-700">
        {texts.selected(selection.participants.length, count)}
      </p>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">{texts.noMatch}</p>
      ) : (
        // min-w-0 items: a long name is cut short (whole in its title) rather than widening the grid.
        <ul aria-label={texts.membersLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {shown.map((member) => (
            <MemberChoice
              key={member._id}
              member={member}
              chosen={selection.participants.includes(member._id)}
              seed={seeding ? selection.seededParticipants.includes(member._id) : null}
              unavailable={full}
              onToggle={() => onChange(toggleParticipant(selection, member._id, count))}
              onToggleSeed={() => onChange(toggleSeed(selection, member._id))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

interface MemberChoiceProps {
  member: PlatformMember;
  chosen: boolean;
  /** Whether the member is a seed; null where there is no seeding. */
  seed: boolean | null;
  /** The count is reached: a member not chosen cannot be added. */
  unavailable: boolean;
  onToggle: () => void;
  onToggleSeed: () => void;
}

function MemberChoice({ member, chosen, seed, unavailable, onToggle, onToggleSeed }: MemberChoiceProps) {
  const nameId = useId();
  const blocked = unavailable && !chosen;
  return (
    <li className="min-w-0">
      <div
        className={cx(
          "flex h-full flex-col gap-2 rounded-2xl border bg-white p-3 shadow-sm",
          chosen ? "border-indigo-500 ring-1 ring-indigo-500" : "border-slate-200",
        )}
      >
        <button
          type="button"
          aria-pressed={chosen}
          aria-disabled={blocked || undefined}
          onClick={onToggle}
          className={cx(
            "flex min-h-11 w-full flex-col items-center gap-2 rounded-xl p-1 text-center focus-visible:outline-2 focus-visible:outline-indigo-600",
            blocked ? "cursor-not-allowed opacity-50" : "hover:bg-slate-50",
          )}
        >
          <Avatar username={member.username} image={member.profileImage} size={48} decorative />
          <span id={nameId} title={member.username} className="w-full truncate font-semibold text-slate-900">
            {member.username}
          </span>
          <span aria-hidden="true" className={cx("text-xs font-semibold", chosen ? "text-indigo-700" : "text-transparent")}>
            ✓
          </span>
        </button>
        {chosen && seed !== null ? (
          <button
            type="button"
            aria-pressed={seed}
            aria-describedby={nameId}
            onClick={onToggleSeed}
            className={cx(
              "min-h-11 rounded-lg px-2 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600",
              seed ? "bg-amber-100 text-amber-900 hover:bg-amber-200" : "border border-slate-300 text-slate-700 hover:bg-slate-100",
            )}
          >
            {seed ? texts.seed : texts.makeSeed}
          </button>
        ) : null}
      </div>
    </li>
  );
}

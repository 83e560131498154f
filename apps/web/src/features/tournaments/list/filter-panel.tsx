import { useEffect, useEffectEvent, useId, useState, type ReactNode } from "react";
import { commonTexts } from "@/texts/common.ts";
import { tournamentListTexts } from "@/texts/tournament-list.ts";
import { tournamentTexts } from "@/texts/tournaments.ts";
import { Button } from "@/ui/button.tsx";
import { TextField } from "@/ui/text-field.tsx";
import { usePlatformsWithCounts } from "@/features/tournaments/api/get-platforms-with-counts.ts";
import type { ListPageState } from "./list-url.ts";
import { useAfterFirstPaint } from "./use-after-first-paint.ts";

const texts = tournamentListTexts.filters;

/** Part 2 §9: the search is sent once typing has paused this long. */
export const SEARCH_DEBOUNCE_MS = 500;

type Filters = Pick<ListPageState, "search" | "system" | "platform">;

const systemOptions = Object.entries(tournamentTexts.systems).map(([value, label]) => ({ value, label }));

function Select({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm"
      >
        {children}
      </select>
    </div>
  );
}

/**
 * Part 2 §2: search (sent 500 ms after the last key, or at once with Enter), system and platform.
 * The box shows what is typed; the address holds what was sent, and the box follows the address
 * when it changes from elsewhere (the clear button, the header's link to the list).
 */
export function FilterPanel({ filters, onChange }: { filters: Filters; onChange: (patch: Partial<Filters>) => void }) {
  // The platform options are asked for once the page is painted: the first screen shows none.
  const platforms = usePlatformsWithCounts(useAfterFirstPaint());
  const [draft, setDraft] = useState(filters.search ?? "");
  const [sent, setSent] = useState(filters.search);
  if (sent !== filters.search) {
    setSent(filters.search);
    if ((draft.trim() || null) !== filters.search) setDraft(filters.search ?? "");
  }

  const search = (value: string) => {
    const next = value.trim() || null;
    if (next !== filters.search) onChange({ search: next });
  };
  const searchLater = useEffectEvent(() => search(draft));
  useEffect(() => {
    const timer = setTimeout(searchLater, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  // The chosen platform stays an option while the list of platforms loads (or if it has none left).
  const platformOptions = platforms.data?.platforms ?? [];
  const chosenMissing = filters.platform !== null && !platformOptions.some((platform) => platform._id === filters.platform);
  const filtered = filters.search !== null || filters.system !== null || filters.platform !== null;

  return (
    <form
      role="search"
      aria-label={texts.label}
      onSubmit={(event) => {
        event.preventDefault();
        search(draft);
      }}
      className="grid grid-cols-1 items-end gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
    >
      <TextField
        label={texts.search}
        type="search"
        placeholder={texts.searchPlaceholder}
        value={draft}
        maxLength={100}
        onChange={(event) => setDraft(event.target.value)}
        className="sm:col-span-2 lg:col-span-1"
      />
      <Select label={texts.system} value={filters.system ?? ""} onChange={(value) => onChange({ system: (value || null) as Filters["system"] })}>
        <option value="">{texts.allSystems}</option>
        {systemOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <Select label={texts.platform} value={filters.platform ?? ""} onChange={(value) => onChange({ platform: value || null })}>
        <option value="">{texts.allPlatforms}</option>
        {chosenMissing ? <option value={filters.platform ?? ""}>{platforms.isPending ? commonTexts.loading : filters.platform}</option> : null}
        {platformOptions.map((platform) => (
          <option key={platform._id} value={platform._id}>
            {texts.platformOption(platform.name, platform.tournamentCount)}
          </option>
        ))}
      </Select>
      {filtered ? (
        <Button
          variant="ghost"
          onClick={() => {
            setDraft("");
            onChange({ search: null, system: null, platform: null });
          }}
          className="sm:col-span-2 lg:col-span-1"
        >
          {texts.clear}
        </Button>
      ) : null}
    </form>
  );
}

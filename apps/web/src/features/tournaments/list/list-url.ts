import { tournamentTexts } from "@/texts/tournaments.ts";
import { type TournamentFilters, tournamentFilterQuery } from "@turnuva/contract/tournament-filters";
import type { ListStatus } from "@/features/tournaments/api/get-tournaments.ts";

export const LIST_TABS = ["completed", "active", "paused"] as const satisfies readonly ListStatus[];

/**
 * What the list page keeps in its query string (part 2 §2): search, system, platform (the
 * contract's filters) and the tab.
 */
export type ListPageState = { [Name in "search" | "system" | "platform"]: NonNullable<TournamentFilters[Name]> | null } & { tab: ListStatus };

const isSystem = (value: string | null): value is NonNullable<TournamentFilters["system"]> =>
  value !== null && Object.hasOwn(tournamentTexts.systems, value);
const isTab = (value: string | null): value is ListStatus => (LIST_TABS as readonly (string | null)[]).includes(value);

/** The page's state from its address; a value it does not know (an edited link) is no filter. */
export function readListState(params: URLSearchParams): ListPageState {
  const system = params.get("system");
  const tab = params.get("tab");
  return {
    search: params.get("search")?.trim() || null,
    system: isSystem(system) ? system : null,
    platform: params.get("platform") || null,
    tab: isTab(tab) ? tab : "completed",
  };
}

/**
 * The address of a state: the filters as every query string writes them (the contract's one
 * encoder), and the tab only when it is not 'completed'.
 */
export function writeListState({ tab, ...filters }: ListPageState): URLSearchParams {
  const params = tournamentFilterQuery(filters);
  if (tab !== "completed") params.set("tab", tab);
  return params;
}

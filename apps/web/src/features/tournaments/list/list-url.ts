import { tournamentTexts } from "@/texts/tournaments.ts";
import type { ListStatus, TournamentFilters } from "@/features/tournaments/api/get-tournaments.ts";

export const LIST_TABS = ["completed", "active", "paused"] as const satisfies readonly ListStatus[];

/** What the list page keeps in its query string (part 2 §2): search, system, platform and tab. */
export interface ListPageState {
  search: string | null;
  system: TournamentFilters["system"];
  platform: string | null;
  tab: ListStatus;
}

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

/** The address of a state: empty filters left out, and the tab only when it is not 'completed'. */
export function writeListState(state: ListPageState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set("search", state.search);
  if (state.system) params.set("system", state.system);
  if (state.platform) params.set("platform", state.platform);
  if (state.tab !== "completed") params.set("tab", state.tab);
  return params;
}

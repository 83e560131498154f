import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { createContext, useContext, type ReactNode } from "react";

/**
 * Where the managing screen puts a match's score inputs and buttons. The public detail page
 * provides nothing and every match shows its score read-only; the managing screen wraps the same
 * views in `MatchSlotContext` and renders its editor in place of the score (returning `null` for
 * a match it leaves read-only, a bye for example).
 */
export type MatchSlot = (match: TournamentMatch) => ReactNode;

export const MatchSlotContext = createContext<MatchSlot | null>(null);

export function useMatchSlot(): MatchSlot | null {
  return useContext(MatchSlotContext);
}

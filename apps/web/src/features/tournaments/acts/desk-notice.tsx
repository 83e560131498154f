import type { Tournament } from "@turnuva/contract/tournaments";
import { Link } from "react-router";
import { paths } from "@/lib/paths.ts";
import { matchActsTexts } from "@/texts/match-acts.ts";
import { openMatchesOf } from "./matches.ts";

/** The organiser's desk's place on the tournament page (`#` + this). */
export const DESK_ANCHOR = "organizator-masasi";

/**
 * Issue 25 on the managing screen: how many matches wait for the organiser (disputed or overdue),
 * with the way to the desk on the tournament page, which lists them overdue first with their
 * decisions. The desk itself is not carried here: this screen's page has no room for its code.
 */
export function DeskNotice({ tournament }: { tournament: Tournament }) {
  if (tournament.status !== "active") return null;
  const waiting = openMatchesOf(tournament).filter((match) => match.isDisputed || match.isOverdue).length;
  if (waiting === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-orange-200 bg-orange-50 px-4 py-3 text-sm text-orange-950">
      <span>{matchActsTexts.desk.waiting(waiting)}</span>
      <Link to={`${paths.tournament.href(tournament.slug || tournament._id)}#${DESK_ANCHOR}`} className="font-semibold text-indigo-700 underline">
        {matchActsTexts.desk.goToDesk}
      </Link>
    </p>
  );
}

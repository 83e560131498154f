import type { Tournament } from "@turnuva/contract/tournaments";
import { Suspense } from "react";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { commonTexts } from "@/texts/common.ts";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { Alert } from "@/ui/alert.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { ChallengeView } from "./challenge-view.tsx";
import { EliminationView } from "./elimination-view.tsx";
import { GroupView } from "./group-view.tsx";
import { useFollowInAppLinks } from "./in-app-links.ts";
import { LeagueView } from "./league-view.tsx";

// Issue 29's two systems load when a tournament of theirs is shown: the detail page and the
// platform manager's managing screen carry the spec's four only.
const DoubleEliminationView = lazyNamed(() => import("./double-elimination-view.tsx"), "DoubleEliminationView");
const SwissView = lazyNamed(() => import("./swiss-view.tsx"), "SwissView");

export interface TournamentViewProps {
  tournament: Tournament;
  /** The open group tab (group system), when the caller keeps it (the managing screen does). */
  groupTab?: number;
  onGroupTabChange?: (group: number) => void;
}

/**
 * The body of a tournament of any system: fixtures, standings, bracket, champion. The detail page
 * shows it read-only; the managing screen wraps it in `MatchSlotContext` for score entry.
 */
export function TournamentView({ tournament, groupTab, onGroupTabChange }: TournamentViewProps) {
  const followInAppLinks = useFollowInAppLinks();
  // The names' links inside are plain links, followed inside the app from here (in-app-links.ts).
  return (
    <div onClick={followInAppLinks}>
      <SystemView tournament={tournament} groupTab={groupTab} onGroupTabChange={onGroupTabChange} />
    </div>
  );
}

function SystemView({ tournament, groupTab, onGroupTabChange }: TournamentViewProps) {
  // An answer from a newer server may bring a system the contract does not know yet.
  switch (tournament.system as string) {
    case "league":
      return <LeagueView tournament={tournament} />;
    case "group":
      return <GroupView tournament={tournament} groupTab={groupTab} onGroupTabChange={onGroupTabChange} />;
    case "elimination":
      return <EliminationView tournament={tournament} />;
    case "challenge":
      return <ChallengeView tournament={tournament} />;
    case "doubleElimination":
      return (
        <Suspense fallback={<Spinner label={commonTexts.loading} />}>
          <DoubleEliminationView tournament={tournament} />
        </Suspense>
      );
    case "swiss":
      return (
        <Suspense fallback={<Spinner label={commonTexts.loading} />}>
          <SwissView tournament={tournament} />
        </Suspense>
      );
    default:
      return <Alert tone="info">{tournamentDetailTexts.unknownSystem}</Alert>;
  }
}

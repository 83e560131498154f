import type { Tournament } from "@turnuva/contract/tournaments";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { Alert } from "@/ui/alert.tsx";
import { ChallengeView } from "./challenge-view.tsx";
import { EliminationView } from "./elimination-view.tsx";
import { GroupView } from "./group-view.tsx";
import { useFollowInAppLinks } from "./in-app-links.ts";
import { LeagueView } from "./league-view.tsx";
// Issue 29's two systems. Not lazy: they are little more than the pieces the others are made of,
// and a chunk of their own split those pieces out of the views' chunk, which cost the platform
// manager's route more (1.4 kB gzip) than the two views themselves.
import { DoubleEliminationView } from "./double-elimination-view.tsx";
import { SwissView } from "./swiss-view.tsx";

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
      return <DoubleEliminationView tournament={tournament} />;
    case "swiss":
      return <SwissView tournament={tournament} />;
    default:
      return <Alert tone="info">{tournamentDetailTexts.unknownSystem}</Alert>;
  }
}

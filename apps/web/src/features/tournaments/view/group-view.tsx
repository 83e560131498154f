import type { Tournament } from "@turnuva/contract/tournaments";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { EmptyState } from "@/ui/empty-state.tsx";
import { Tabs } from "@/ui/tabs.tsx";
import { KnockoutSection } from "./knockout-section.tsx";
import { ParticipantList } from "./participant-list.tsx";
import { GROUP_MATCH_NAME_LIMIT } from "./participant-name.tsx";
import { Results } from "./results.tsx";
import { RoundList } from "./round-list.tsx";
import { Section } from "./section.tsx";
import { StandingsTable } from "./standings-table.tsx";

function GroupPanel({ tournament, group }: { tournament: Tournament; group: Tournament["groups"][number] }) {
  const fixtures = tournament.groupFixtures.find((g) => g.group === group.group)?.fixtures ?? [];
  const standings = tournament.groupStandings.find((g) => g.group === group.group)?.standings ?? [];
  // A group names its members by id and name; their pictures are on the tournament's participants.
  const people = group.participants.map((person) => tournament.participants.find((p) => p._id === person._id) ?? person);
  return (
    <div className="space-y-8">
      <ParticipantList people={people} headingLevel="h3" />
      <StandingsTable
        rows={standings}
        caption={tournamentDetailTexts.groupStandings(group.label)}
        highlighted={tournament.teamsAdvancing ?? 0}
        highlightLabel={tournamentDetailTexts.advancing}
        tiebreakers={tournament.tiebreakers}
      />
      <Section heading={tournamentDetailTexts.fixtures} level="h3">
        <RoundList rounds={fixtures} nameLimit={GROUP_MATCH_NAME_LIMIT} headingLevel="h4" />
      </Section>
    </div>
  );
}

/**
 * Part 2 §2 group: a tab per group (participants, standings with the advancing rows highlighted,
 * weekly matches), then the knockout as a bracket ending in the final, the third-place match and
 * the podium.
 */
export function GroupView({
  tournament,
  groupTab,
  onGroupTabChange,
}: {
  tournament: Tournament;
  groupTab?: number;
  onGroupTabChange?: (group: number) => void;
}) {
  if (tournament.groups.length === 0) return <EmptyState>{tournamentDetailTexts.empty.group}</EmptyState>;
  return (
    <div className="space-y-10">
      <Results tournament={tournament} places />
      <Section heading={tournamentDetailTexts.groupTabs}>
        <Tabs
          label={tournamentDetailTexts.groupTabs}
          value={groupTab === undefined ? undefined : String(groupTab)}
          onValueChange={onGroupTabChange ? (value) => onGroupTabChange(Number(value)) : undefined}
          tabs={tournament.groups.map((group) => ({
            value: String(group.group),
            label: tournamentDetailTexts.groupTab(group.label),
            content: <GroupPanel tournament={tournament} group={group} />,
          }))}
        />
      </Section>
      <KnockoutSection tournament={tournament} />
    </div>
  );
}

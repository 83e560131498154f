import { commonTexts } from "../../texts/common.ts";
import { tournamentTexts } from "../../texts/tournaments.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";
import { Page } from "../../ui/page.tsx";
import { PageTitle } from "../../ui/page-title.tsx";

/** Part 2 §2 tournament list; filters, tabs and the card grid arrive with the tournaments issue. */
export function TournamentsPage() {
  return (
    <Page heading={commonTexts.places.tournaments} intro={tournamentTexts.intro}>
      <PageTitle title={commonTexts.places.tournaments} />
      <ComingSoon>{tournamentTexts.listSoon}</ComingSoon>
    </Page>
  );
}

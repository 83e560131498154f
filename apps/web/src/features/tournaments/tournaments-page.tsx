import { tr } from "../../texts/tr.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";
import { Page } from "../../ui/page.tsx";
import { PageTitle } from "../../ui/page-title.tsx";

/** Part 2 §2 tournament list; filters, tabs and the card grid arrive with the tournaments issue. */
export function TournamentsPage() {
  return (
    <Page heading={tr.tournaments.title} intro={tr.tournaments.intro}>
      <PageTitle title={tr.tournaments.title} />
      <ComingSoon>{tr.tournaments.listSoon}</ComingSoon>
    </Page>
  );
}

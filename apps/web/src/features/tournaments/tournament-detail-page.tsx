import { Link, useParams } from "react-router";
import { paths } from "../../lib/paths.ts";
import { tournamentTexts } from "../../texts/tournaments.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";
import { Page } from "../../ui/page.tsx";
import { PageTitle } from "../../ui/page-title.tsx";

/** Part 2 §2 tournament detail (slug, or id when there is no slug). */
export function TournamentDetailPage() {
  const { identifier = "" } = useParams();
  return (
    <Page heading={tournamentTexts.detailTitle} intro={identifier}>
      <PageTitle title={tournamentTexts.detailTitle} />
      <ComingSoon>{tournamentTexts.detailSoon}</ComingSoon>
      <Link to={paths.tournaments.href()} className="mt-6 inline-block font-semibold text-indigo-700 hover:underline">
        {tournamentTexts.backToList}
      </Link>
    </Page>
  );
}

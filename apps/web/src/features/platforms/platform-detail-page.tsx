import { Link, useParams } from "react-router";
import { paths } from "../../lib/paths.ts";
import { tr } from "../../texts/tr.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";
import { Page } from "../../ui/page.tsx";
import { PageTitle } from "../../ui/page-title.tsx";

/** Part 1 §2 /platformlar/{slug}; the platform's own data arrives with the platforms issue. */
export function PlatformDetailPage() {
  const { slug = "" } = useParams();
  return (
    <Page heading={tr.platforms.detailTitle} intro={slug}>
      <PageTitle title={tr.platforms.detailTitle} />
      <ComingSoon>{tr.platforms.detailSoon}</ComingSoon>
      <Link to={paths.platforms.href()} className="mt-6 inline-block font-semibold text-indigo-700 hover:underline">
        {tr.platforms.allPlatforms}
      </Link>
    </Page>
  );
}

import { Link, useParams } from "react-router";
import { paths } from "../../lib/paths.ts";
import { platformTexts } from "../../texts/platforms.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";
import { Page } from "../../ui/page.tsx";
import { PageTitle } from "../../ui/page-title.tsx";

/** Part 1 §2 /platformlar/{slug}; the platform's own data arrives with the platforms issue. */
export function PlatformDetailPage() {
  const { slug = "" } = useParams();
  return (
    <Page heading={platformTexts.detailTitle} intro={slug}>
      <PageTitle title={platformTexts.detailTitle} />
      <ComingSoon>{platformTexts.detailSoon}</ComingSoon>
      <Link to={paths.platforms.href()} className="mt-6 inline-block font-semibold text-indigo-700 hover:underline">
        {platformTexts.allPlatforms}
      </Link>
    </Page>
  );
}

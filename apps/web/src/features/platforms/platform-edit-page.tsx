import { platformTexts } from "../../texts/platforms.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";
import { Page } from "../../ui/page.tsx";
import { PageTitle } from "../../ui/page-title.tsx";

/** Part 1 §2 /platformlar/{platformId}/duzenle: login required (the router guards it), owner only. */
export function PlatformEditPage() {
  return (
    <Page heading={platformTexts.editTitle}>
      <PageTitle title={platformTexts.editTitle} />
      <ComingSoon>{platformTexts.editSoon}</ComingSoon>
    </Page>
  );
}

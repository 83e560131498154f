import { commonTexts } from "@/texts/common.ts";
import { staticPageTexts } from "@/texts/static-pages.ts";
import { Page } from "@/ui/page.tsx";
import { PageTitle } from "@/ui/page-title.tsx";
import { PolicySections } from "./policy-sections.tsx";

export function PrivacyPage() {
  return (
    <Page heading={commonTexts.places.privacy}>
      <PageTitle title={commonTexts.places.privacy} />
      <PolicySections sections={staticPageTexts.privacy.sections} />
    </Page>
  );
}

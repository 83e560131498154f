import { commonTexts } from "@/texts/common.ts";
import { staticPageTexts } from "@/texts/static-pages.ts";
import { Page } from "@/ui/page.tsx";
import { PageTitle } from "@/ui/page-title.tsx";
import { PolicySections } from "./policy-sections.tsx";

export function TermsPage() {
  return (
    <Page heading={commonTexts.places.terms}>
      <PageTitle title={commonTexts.places.terms} />
      <PolicySections sections={staticPageTexts.terms.sections} />
    </Page>
  );
}

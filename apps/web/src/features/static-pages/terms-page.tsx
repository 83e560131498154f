import { tr } from "../../texts/tr.ts";
import { Page } from "../../ui/page.tsx";
import { PageTitle } from "../../ui/page-title.tsx";
import { PolicySections } from "./policy-sections.tsx";

export function TermsPage() {
  return (
    <Page heading={tr.terms.title}>
      <PageTitle title={tr.terms.title} />
      <PolicySections sections={tr.terms.sections} />
    </Page>
  );
}

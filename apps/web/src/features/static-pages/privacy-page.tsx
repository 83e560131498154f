import { tr } from "../../texts/tr.ts";
import { Page } from "../../ui/page.tsx";
import { PageTitle } from "../../ui/page-title.tsx";
import { PolicySections } from "./policy-sections.tsx";

export function PrivacyPage() {
  return (
    <Page heading={tr.privacy.title}>
      <PageTitle title={tr.privacy.title} />
      <PolicySections sections={tr.privacy.sections} />
    </Page>
  );
}

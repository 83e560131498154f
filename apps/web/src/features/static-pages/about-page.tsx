import { commonTexts } from "@/texts/common.ts";
import { staticPageTexts } from "@/texts/static-pages.ts";
import { Page } from "@/ui/page.tsx";
import { PageTitle } from "@/ui/page-title.tsx";

export function AboutPage() {
  return (
    <Page heading={commonTexts.places.about}>
      <PageTitle title={commonTexts.places.about} />
      <div className="max-w-2xl space-y-4 text-slate-700">
        {staticPageTexts.about.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Page>
  );
}

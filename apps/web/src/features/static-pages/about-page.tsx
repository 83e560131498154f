import { tr } from "../../texts/tr.ts";
import { Page } from "../../ui/page.tsx";
import { PageTitle } from "../../ui/page-title.tsx";

export function AboutPage() {
  return (
    <Page heading={tr.about.title}>
      <PageTitle title={tr.about.title} />
      <div className="max-w-2xl space-y-4 text-slate-700">
        {tr.about.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Page>
  );
}

import { commonTexts } from "@/texts/common.ts";
import { staticPageTexts } from "@/texts/static-pages.ts";
import { Page } from "@/ui/page.tsx";
import { PageTitle } from "@/ui/page-title.tsx";

/** Part 1 §2: only e-mail contact is given. */
export function ContactPage() {
  return (
    <Page heading={commonTexts.places.contact}>
      <PageTitle title={commonTexts.places.contact} />
      <div className="max-w-2xl space-y-4 text-slate-700">
        <p>{staticPageTexts.contact.text}</p>
        <p>
          <a href={`mailto:${staticPageTexts.contact.email}`} className="text-lg font-semibold break-all text-indigo-700 hover:underline">
            {staticPageTexts.contact.email}
          </a>
        </p>
        <p className="text-sm text-slate-600">{staticPageTexts.contact.response}</p>
      </div>
    </Page>
  );
}

import { tr } from "../../texts/tr.ts";
import { Page } from "../../ui/page.tsx";
import { PageTitle } from "../../ui/page-title.tsx";

/** Part 1 §2: only e-mail contact is given. */
export function ContactPage() {
  return (
    <Page heading={tr.contact.title}>
      <PageTitle title={tr.contact.title} />
      <div className="max-w-2xl space-y-4 text-slate-700">
        <p>{tr.contact.text}</p>
        <p>
          <a href={`mailto:${tr.contact.email}`} className="text-lg font-semibold break-all text-indigo-700 hover:underline">
            {tr.contact.email}
          </a>
        </p>
        <p className="text-sm text-slate-600">{tr.contact.response}</p>
      </div>
    </Page>
  );
}

import { tr } from "../../texts/tr.ts";
import { Button } from "../../ui/button.tsx";
import { PageTitle } from "../../ui/page-title.tsx";

/** Shown inside the layout when a page throws while rendering, instead of a blank screen. */
export function RouteError() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <PageTitle title={tr.error.title} />
      <h1 className="text-2xl font-bold">{tr.error.title}</h1>
      <p className="mt-3 text-slate-600">{tr.error.text}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {tr.error.reload}
      </Button>
    </div>
  );
}

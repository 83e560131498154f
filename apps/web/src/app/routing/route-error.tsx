import { commonTexts } from "@/texts/common.ts";
import { Button } from "@/ui/button.tsx";
import { PageTitle } from "@/ui/page-title.tsx";

/** Shown inside the layout when a page throws while rendering, instead of a blank screen. */
export function RouteError() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <PageTitle title={commonTexts.routeError.title} />
      <h1 className="text-2xl font-bold">{commonTexts.routeError.title}</h1>
      <p className="mt-3 text-slate-600">{commonTexts.routeError.text}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {commonTexts.routeError.reload}
      </Button>
    </div>
  );
}

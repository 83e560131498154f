import { Link } from "react-router";
import { paths } from "@/lib/paths.ts";
import { notFoundTexts } from "@/texts/not-found.ts";
import { buttonClasses } from "./button-styles.ts";
import { PageTitle } from "./page-title.tsx";

/**
 * Part 1 §2: 'Sayfa Bulunamadı', noindex, a link back to /. Lives in ui/ because features render it
 * too when what they show does not exist (an unknown game slug, later a missing profile).
 */
export function NotFoundView() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title={notFoundTexts.title} />
      <meta name="robots" content="noindex" />
      <p aria-hidden="true" className="text-6xl font-black text-indigo-500">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{notFoundTexts.title}</h1>
      <p className="mt-3 text-slate-600">{notFoundTexts.text}</p>
      <Link to={paths.home.href()} className={buttonClasses("primary", "mt-8")}>
        {notFoundTexts.backHome}
      </Link>
    </div>
  );
}

import { Link } from "react-router";
import { paths } from "@/lib/paths.ts";
import { commonTexts } from "@/texts/common.ts";
import { navTexts } from "@/texts/nav.ts";

const linkClasses = "rounded text-sm text-slate-600 hover:text-slate-900 hover:underline";

/** Part 1 §2 footer links. The sitemap is served by the server, hence the plain <a>. */
export function SiteFooter() {
  const links = [
    { to: paths.about.href(), label: commonTexts.places.about },
    { to: paths.contact.href(), label: commonTexts.places.contact },
    { to: paths.privacy.href(), label: commonTexts.places.privacy },
    { to: paths.terms.href(), label: commonTexts.places.terms },
    { to: paths.platforms.href(), label: commonTexts.places.platforms },
    { to: paths.tournaments.href(), label: commonTexts.places.tournaments },
  ];

  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div>
          <p className="font-black text-indigo-800">{commonTexts.appName}</p>
          <p className="mt-1 text-sm text-slate-600">{navTexts.footer.tagline}</p>
        </div>
        <nav aria-label={navTexts.footerLabel}>
          <ul className="grid grid-cols-2 gap-x-8 gap-y-2 sm:grid-cols-3">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={paths.sitemap.href()} className={linkClasses}>
                {navTexts.footer.sitemap}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-100 px-4 py-4 text-center text-xs text-slate-500">{navTexts.footer.copyright(new Date().getFullYear())}</p>
    </footer>
  );
}

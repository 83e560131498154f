import { Link } from "react-router";
import { paths } from "../../lib/paths.ts";
import { tr } from "../../texts/tr.ts";

const linkClasses = "rounded text-sm text-slate-600 hover:text-slate-900 hover:underline";

/** Part 1 §2 footer links. The sitemap is served by the server, hence the plain <a>. */
export function SiteFooter() {
  const links = [
    { to: paths.about.href(), label: tr.footer.about },
    { to: paths.contact.href(), label: tr.footer.contact },
    { to: paths.privacy.href(), label: tr.footer.privacy },
    { to: paths.terms.href(), label: tr.footer.terms },
    { to: paths.platforms.href(), label: tr.footer.platforms },
    { to: paths.tournaments.href(), label: tr.footer.tournaments },
  ];

  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div>
          <p className="font-black text-indigo-800">{tr.appName}</p>
          <p className="mt-1 text-sm text-slate-600">{tr.footer.tagline}</p>
        </div>
        <nav aria-label={tr.nav.footerLabel}>
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
                {tr.footer.sitemap}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-100 px-4 py-4 text-center text-xs text-slate-500">
        {tr.footer.copyright(new Date().getFullYear())}
      </p>
    </footer>
  );
}

import { Link } from "react-router";
import { paths } from "@/lib/paths.ts";
import { commonTexts } from "@/texts/common.ts";
import { visitorHomeTexts } from "@/texts/visitor-home.ts";
import { buttonClasses } from "@/ui/button-styles.ts";
import { AuthLinks } from "@/ui/auth-links.tsx";
import { ChartIcon, TrophyIcon, UsersIcon } from "@/ui/icons.tsx";

const featureIcons = [TrophyIcon, UsersIcon, ChartIcon] as const;

export function VisitorHome() {
  return (
    <>
      {/* The same dark band in both themes: its colours are fixed (index.css), not the palette's. */}
      <section className="bg-gradient-to-br from-fixed-indigo-800 via-fixed-indigo-700 to-fixed-violet-700 text-fixed-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
          <h1 className="max-w-3xl text-3xl font-black tracking-tight sm:text-5xl">{visitorHomeTexts.heroTitle}</h1>
          <p className="mt-5 max-w-2xl text-base text-fixed-indigo-100 sm:text-lg">{visitorHomeTexts.heroText}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.tournaments.href()} className={buttonClasses("secondary", "border-transparent")}>
              {commonTexts.places.finishedTournaments}
            </Link>
            <Link
              to={paths.platforms.href()}
              className={buttonClasses("ghost", "border border-fixed-white/60 text-fixed-white hover:bg-fixed-white/10 hover:text-fixed-white")}
            >
              {visitorHomeTexts.platformsButton}
            </Link>
          </div>
        </div>
      </section>

      {/* Part 1 §2: on small screens the header has no login links, so the page offers them. */}
      <section className="mx-auto max-w-5xl px-4 pt-8 md:hidden">
        <p className="text-sm text-slate-600">{visitorHomeTexts.mobileAuthPrompt}</p>
        <AuthLinks className="mt-3 grid grid-cols-2 gap-3" />
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h2 id="features-title" className="text-xl font-bold sm:text-2xl">
          {visitorHomeTexts.featuresTitle}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {visitorHomeTexts.features.map((feature, index) => {
            const Icon = featureIcons[index] ?? TrophyIcon;
            return (
              <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
                  <Icon />
                </span>
                <h3 className="mt-3 text-lg font-bold">{feature.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{feature.text}</p>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

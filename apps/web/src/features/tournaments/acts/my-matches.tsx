import type { Tournament } from "@turnuva/contract/tournaments";
import { tournamentsPolicy, type Actor } from "@turnuva/contract/policies";
import { useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";
import { MY_MATCHES_ID } from "../public/my-matches-link.ts";
import { myMatchesTexts } from "@/texts/my-matches.ts";
import { byUrgency, matchSubject, openMatchesOf } from "./matches.ts";
import { MyMatch } from "./my-match.tsx";
import { useActWrite } from "./use-act-write.ts";
import { useFocusAfterAct } from "./use-focus-after-act.ts";

interface MyMatchesProps {
  tournament: Tournament;
  actor: Actor;
  isPlatformMember: boolean;
}

/**
 * Issue 25, 'Maçlarım': a running tournament's open matches of the signed-in player, where the
 * players enter scores, the overdue first. Nothing for anyone else (the policy's `canReport`).
 */
export function MyMatches({ tournament, actor, isPlatformMember }: MyMatchesProps) {
  const headingId = useId();
  const write = useActWrite();
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  useFocusAfterAct(write, section);
  // Reached from the member home's waiting matches (`#maclarim`): brought into view and focused,
  // once it is there (it loads after the page).
  const shown =
    actor !== null &&
    tournament.status === "active" &&
    tournament.resultEntry === "players" &&
    isPlatformMember &&
    tournament.participants.some((participant) => participant._id === actor.id);
  useEffect(() => {
    if (shown && hash === `#${MY_MATCHES_ID}`) {
      section.current?.scrollIntoView?.({ block: "start" });
      section.current?.focus({ preventScroll: true });
    }
  }, [shown, hash]);
  if (actor === null || tournament.status !== "active" || tournament.resultEntry !== "players") return null;
  const plays = tournament.participants.some((participant) => participant._id === actor.id);
  if (!plays) return null;
  const mine = byUrgency(
    openMatchesOf(tournament).filter((match) => tournamentsPolicy.canReport(actor, matchSubject(tournament, match), isPlatformMember)),
  );
  if (!isPlatformMember) return null;
  return (
    <section
      ref={section}
      id={MY_MATCHES_ID}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="mb-10 scroll-mt-20 outline-none rounded-2xl border border-indigo-200 bg-indigo-50/60 p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {myMatchesTexts.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{mine.length > 0 ? myMatchesTexts.intro : myMatchesTexts.none}</p>
      {mine.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {mine.map((match) => (
            <li key={match._id}>
              <MyMatch tournament={tournament} match={match} actor={actor} write={write} />
            </li>
          ))}
        </ul>
      ) : null}
      {/* There from the start, empty until needed: a region that appears with its text is not read everywhere. */}
      <p role="status" aria-live="polite" className="sr-only">
        {write.announcement}
      </p>
    </section>
  );
}

import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { useId, type ReactNode } from "react";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { tournamentPlayTexts } from "@/texts/tournament-play.ts";
import type { Placings } from "./placings.ts";

const texts = tournamentDetailTexts.places;

/** A name as the places show it: whole, wrapping inside a long word rather than widening a phone. */
function Name({ person }: { person: TournamentMatch["home"] }) {
  return <span className="text-xl font-bold wrap-anywhere text-slate-900">{person?.username ?? tournamentPlayTexts.places.none}</span>;
}

/** Part 2 §2: the 'ŞAMPİYON' card of a decided elimination or challenge, with what may follow. */
export function ChampionCard({ champion, children }: { champion: TournamentMatch["home"]; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-center gap-3 rounded-2xl border-2 border-amber-400 bg-amber-50 px-5 py-6 text-center"
    >
      <h2 id={headingId} className="text-sm font-extrabold tracking-widest text-amber-900">
        <span aria-hidden="true">🏆 </span>
        {texts.champion}
      </h2>
      <Name person={champion} />
      {children}
    </section>
  );
}

/** Part 2 §2: the podium (ŞAMPİYON, İKİNCİ, ÜÇÜNCÜ) as a list a screen reader reads in order. */
export function Podium({ placings, children }: { placings: Placings; children?: ReactNode }) {
  const headingId = useId();
  const places = [
    { label: texts.champion, person: placings.champion, tone: "border-amber-400 bg-amber-50" },
    { label: texts.second, person: placings.second, tone: "border-slate-300 bg-slate-50" },
    { label: texts.third, person: placings.third, tone: "border-orange-300 bg-orange-50" },
  ];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {texts.heading}
      </h2>
      <ol className="grid gap-3 sm:grid-cols-3">
        {places.map((place) => (
          <li key={place.label} className={`flex min-w-0 flex-col items-center gap-1 rounded-xl border-2 px-4 py-5 text-center ${place.tone}`}>
            <span className="text-sm font-extrabold tracking-widest text-slate-700">{place.label}</span>
            <Name person={place.person} />
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}

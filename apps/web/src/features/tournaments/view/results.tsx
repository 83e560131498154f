import type { Tournament } from "@turnuva/contract/tournaments";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { cx } from "@/ui/class-names.ts";
import { TrophyIcon } from "@/ui/icons.tsx";
import { ParticipantName } from "./participant-name.tsx";

type Person = Tournament["champion"];

const tones = {
  champion: "border-amber-300 bg-amber-50 text-amber-900",
  second: "border-slate-300 bg-slate-50 text-slate-800",
  third: "border-orange-300 bg-orange-50 text-orange-900",
} as const;

function PlaceCard({ place, person }: { place: keyof typeof tones; person: NonNullable<Person> }) {
  return (
    <li className={cx("flex min-w-0 flex-col items-center gap-1 rounded-2xl border-2 px-4 py-5 text-center", tones[place])}>
      <TrophyIcon />
      <span className="text-xs font-bold tracking-wider">{tournamentDetailTexts.places[place]}</span>
      <ParticipantName person={person} className="text-lg" />
    </li>
  );
}

function NotDetermined({ children }: { children: string }) {
  return <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-4 text-center text-slate-600">{children}</p>;
}

/**
 * Part 2 §2: the champion, and with `places` the second and third, only once completed. A
 * completed tournament without them says so in the spec's words.
 */
export function Results({ tournament, places = false }: { tournament: Tournament; places?: boolean }) {
  if (tournament.status !== "completed") return null;
  const champion = tournament.champion ?? tournament.winner;
  const { secondPlace, thirdPlace } = tournament;
  return (
    <section aria-labelledby="tournament-results" className="space-y-3">
      <h2 id="tournament-results" className="text-xl font-bold">
        {tournamentDetailTexts.places.heading}
      </h2>
      {champion ? (
        <ul className={cx("grid gap-3", places && secondPlace ? "sm:grid-cols-3" : "sm:max-w-xs")}>
          <PlaceCard place="champion" person={champion} />
          {places && secondPlace ? <PlaceCard place="second" person={secondPlace} /> : null}
          {places && thirdPlace ? <PlaceCard place="third" person={thirdPlace} /> : null}
        </ul>
      ) : (
        <NotDetermined>{tournamentDetailTexts.noWinner}</NotDetermined>
      )}
      {places && champion && !secondPlace ? <NotDetermined>{tournamentDetailTexts.noPlaces}</NotDetermined> : null}
    </section>
  );
}

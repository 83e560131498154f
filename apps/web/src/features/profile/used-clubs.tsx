import { profileTexts } from "@/texts/profile.ts";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { EmptyState } from "@/ui/empty-state.tsx";
import { useUsedClubs } from "@/lib/players/get-used-clubs.ts";
import { formatRate } from "./format.ts";
import { SectionBody } from "./section-body.tsx";
import { StatSection } from "./stat-tile.tsx";

const texts = profileTexts.clubs;

/**
 * Issue 28 'En Çok Kullandığı Takımlar': each club the player used, most used first (the server's
 * order, up to 10), with its matches, wins and win rate. A table, so a screen reader names each
 * figure by its column; four narrow columns that fit 360 px, the club's name wrapping if long.
 */
export function UsedClubs({ username }: { username: string }) {
  const query = useUsedClubs(username);
  return (
    <StatSection heading={texts.heading} id="profil-takimlar">
      <SectionBody query={query} tiles={3}>
        {({ clubs }) =>
          clubs.length === 0 ? (
            <EmptyState>{texts.none}</EmptyState>
          ) : (
            <>
              <table className="w-full text-sm">
                <caption className="sr-only">{texts.caption}</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-xs text-slate-600">
                    <th scope="col" className="py-2 pr-2 text-left font-semibold">
                      {texts.club}
                    </th>
                    <th scope="col" className="px-2 py-2 text-right font-semibold">
                      {profileTexts.general.matches}
                    </th>
                    <th scope="col" className="px-2 py-2 text-right font-semibold">
                      {tournamentDetailTexts.columns.won.full}
                    </th>
                    <th scope="col" className="py-2 pl-2 text-right font-semibold">
                      <span aria-hidden="true" className="sm:hidden">
                        {texts.winRateShort}
                      </span>
                      <span className="sr-only sm:not-sr-only">{profileTexts.general.winRate}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {clubs.map((club) => (
                    <tr key={club.club} className="border-b border-slate-100 last:border-0">
                      <th scope="row" className="py-2 pr-2 text-left font-semibold wrap-anywhere text-slate-900">
                        {club.club}
                      </th>
                      <td className="px-2 py-2 text-right tabular-nums">{club.matches}</td>
                      <td className="px-2 py-2 text-right tabular-nums">{club.wins}</td>
                      <td className="py-2 pl-2 text-right tabular-nums">{formatRate(club.winRate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-3 text-xs text-slate-500">{texts.rule}</p>
            </>
          )
        }
      </SectionBody>
    </StatSection>
  );
}

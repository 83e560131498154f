import { Link } from "react-router";
import { isQuery } from "@/lib/live/list-keys.ts";
import { useLiveLists } from "@/lib/live/use-live-lists.ts";
import { paths } from "@/lib/paths.ts";
import { queryKeys } from "@/lib/query-keys.ts";
import { commonTexts } from "@/texts/common.ts";
import { profileTexts } from "@/texts/profile.ts";
import { ratingTexts } from "@/texts/ratings.ts";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { Avatar } from "@/ui/avatar.tsx";
import { cx } from "@/ui/class-names.ts";
import { RetryAlert } from "@/ui/retry-alert.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { usePlatformRatings } from "./api/get-platform-ratings.ts";

const changeClasses = (change: number) => (change > 0 ? "text-emerald-700" : change < 0 ? "text-red-700" : "text-slate-500");

/**
 * Issue 28: 'Sıralama', the platform's members by Elo rating, with their rated matches and the
 * change over the last 30 days. Loaded lazily by the platform page (its code is not in the page's
 * first load). A table, narrow enough for 360 px: four short columns, the name truncating. A
 * result of the platform's tournaments moves the ratings, so its news reads them again (the tab's
 * shared stream; the page says when that stream is refused).
 */
export function RatingsSection({ slug, platformId }: { slug: string; platformId: string }) {
  const query = usePlatformRatings(slug);
  useLiveLists(true, { concerns: (event) => event.platformId === platformId, lists: isQuery(queryKeys.platforms.ratings(slug)) });

  let content;
  if (query.isPending) {
    content = <Spinner label={commonTexts.loading} />;
  } else if (query.isError) {
    content = (
      <RetryAlert busy={query.isFetching} onRetry={() => void query.refetch()}>
        <p>{ratingTexts.failed}</p>
      </RetryAlert>
    );
  } else if (query.data.ratings.length === 0) {
    content = <p className="rounded-2xl border border-slate-200 bg-white px-5 py-8 text-center text-slate-600">{ratingTexts.empty}</p>;
  } else {
    content = (
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <table className="w-full table-fixed text-sm">
          <thead className="bg-slate-50 text-left text-xs text-slate-600">
            <tr>
              <th scope="col" className="w-10 px-2 py-2 text-right sm:w-12">
                {tournamentDetailTexts.columns.rank.full}
              </th>
              <th scope="col" className="px-2 py-2">
                {ratingTexts.member}
              </th>
              <th scope="col" className="w-14 px-2 py-2 text-right">
                {tournamentDetailTexts.columns.points.full}
              </th>
              <th scope="col" className="w-11 px-2 py-2 text-right">
                {profileTexts.general.matches}
              </th>
              <th scope="col" className="w-14 px-2 py-2 text-right">
                <abbr title={ratingTexts.changeLabel} className="no-underline">
                  {ratingTexts.change}
                </abbr>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {query.data.ratings.map((row, index) => {
              const rated = row.matches > 0;
              return (
                <tr key={row.user.id}>
                  <td className="px-2 py-2 text-right text-slate-500 tabular-nums">{rated ? index + 1 : "–"}</td>
                  <th scope="row" className="px-2 py-2 text-left font-normal">
                    <Link to={paths.profile.href(row.user.username)} className="flex min-h-11 min-w-0 items-center gap-2 hover:underline">
                      <Avatar username={row.user.username} image={row.user.profileImage} size={28} decorative className="shrink-0" />
                      <span className="truncate font-semibold text-slate-900">{row.user.username}</span>
                    </Link>
                  </th>
                  <td className="px-2 py-2 text-right font-semibold text-slate-900 tabular-nums">
                    {rated ? row.rating : <span title={ratingTexts.unrated}>{row.rating}</span>}
                  </td>
                  <td className="px-2 py-2 text-right text-slate-700 tabular-nums">{row.matches}</td>
                  <td className={cx("px-2 py-2 text-right tabular-nums", changeClasses(row.change30d))}>
                    <span aria-hidden="true">{ratingTexts.signed(row.change30d)}</span>
                    <span className="sr-only">{ratingTexts.changeSpoken(row.change30d)}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section aria-labelledby="platform-ratings" className="mt-10">
      <h2 id="platform-ratings" className="mb-2 text-xl font-bold">
        {ratingTexts.heading}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{ratingTexts.intro}</p>
      {content}
    </section>
  );
}

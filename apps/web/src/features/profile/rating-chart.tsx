import type { UserPlatformRating } from "@turnuva/contract/ratings";
import { Link } from "react-router";
import { paths } from "@/lib/paths.ts";
import { commonTexts } from "@/texts/common.ts";
import { ratingTexts } from "@/texts/ratings.ts";
import { RetryAlert } from "@/ui/retry-alert.tsx";
import { useUserRatings } from "./api/get-user-ratings.ts";

const WIDTH = 320;
const HEIGHT = 100;
const PAD = 8;
const dateFormat = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "short", year: "numeric" });

/** The rating after each of the newest matches as a line, oldest on the left; the figures are a list for screen readers. */
function RatingLine({ rating }: { rating: UserPlatformRating }) {
  const points = rating.history;
  const values = points.map((point) => point.rating);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = Math.max(high - low, 10);
  const x = (index: number) => (points.length === 1 ? WIDTH / 2 : PAD + (index * (WIDTH - 2 * PAD)) / (points.length - 1));
  const y = (value: number) => HEIGHT - PAD - ((value - low) / span) * (HEIGHT - 2 * PAD);
  const line = points.map((point, index) => `${x(index).toFixed(1)},${y(point.rating).toFixed(1)}`).join(" ");
  return (
    <figure className="mt-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-xl" aria-hidden="true" focusable="false">
        <polyline points={line} fill="none" className="stroke-indigo-600" strokeWidth="2" strokeLinejoin="round" />
        {points.map((point, index) => (
          <circle key={index} cx={x(index)} cy={y(point.rating)} r="2.5" className="fill-indigo-600" />
        ))}
      </svg>
      <figcaption className="mt-1 text-sm text-slate-600">{ratingTexts.chartCaption(points.length)}</figcaption>
      <details className="mt-2 text-sm text-slate-700">
        <summary className="cursor-pointer text-slate-600">{ratingTexts.pointsHeading}</summary>
        <ol className="mt-2 space-y-1">
          {points.map((point, index) => (
            <li key={index}>
              {ratingTexts.pointSpoken(
                dateFormat.format(new Date(point.playedAt)),
                point.opponent ?? commonTexts.unknownPerson,
                point.rating,
                point.change,
              )}
            </li>
          ))}
        </ol>
      </details>
    </figure>
  );
}

/**
 * Issue 28 on the profile: the Elo rating on each platform the player played a rated match on,
 * with a small line of its history. Nothing when they have none.
 */
export function RatingChart({ username }: { username: string }) {
  const query = useUserRatings(username);
  if (query.isError) {
    return (
      <RetryAlert busy={query.isFetching} onRetry={() => void query.refetch()}>
        <p>{ratingTexts.profileFailed}</p>
      </RetryAlert>
    );
  }
  if (!query.data || query.data.ratings.length === 0) return null;
  return (
    <section aria-labelledby="profil-elo" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="profil-elo" className="text-lg font-bold text-slate-900">
        {ratingTexts.profileHeading}
      </h2>
      <ul className="mt-3 space-y-6">
        {query.data.ratings.map((rating) => (
          <li key={rating.platform.id}>
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <Link to={paths.platform.href(rating.platform.slug)} className="font-semibold text-indigo-700 hover:underline">
                {rating.platform.name}
              </Link>
              <span className="text-2xl font-bold text-slate-900 tabular-nums">{rating.rating}</span>
              <span className="text-sm text-slate-600">{ratingTexts.profileMatches(rating.matches)}</span>
            </p>
            <RatingLine rating={rating} />
          </li>
        ))}
      </ul>
    </section>
  );
}

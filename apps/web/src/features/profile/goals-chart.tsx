import type { HistoryMatch } from "@turnuva/contract/stats";
import { profileTexts } from "@/texts/profile.ts";
import { useMatchHistory } from "./api/get-match-history.ts";

const texts = profileTexts.chart;

const WIDTH = 320;
const HEIGHT = 140;
const AXIS = HEIGHT / 2;
/** Room for 10 matches; fewer are spread over the width, but no bar grows wider than a fifth of it. */
const slotFor = (count: number) => WIDTH / Math.max(count, 5);

/** A walkover's 3–0 is a result, not goals anyone scored (docs/decisions.md): it draws no bar. */
const scored = (match: HistoryMatch) => (match.isWalkover ? 0 : match.userScore);
const conceded = (match: HistoryMatch) => (match.isWalkover ? 0 : match.opponentScore);

/**
 * Goals for and against over the last (up to) 10 matches, oldest on the left: scored rises above
 * the line, conceded falls below it, so a run of good and bad form is seen at a glance. It reads
 * the history's first page (one request for both). The picture is drawn for the eyes; the same
 * figures are a list for screen readers.
 */
export function GoalsChart({ username }: { username: string }) {
  const history = useMatchHistory(username);
  const recent = history.data?.pages[0]?.matches ?? [];
  if (recent.length === 0) return null;
  const matches = [...recent].reverse();
  const most = Math.max(1, ...matches.flatMap((match) => [scored(match), conceded(match)]));
  const scale = (goals: number) => (goals / most) * (AXIS - 14);
  const slot = slotFor(matches.length);
  const bar = slot * 0.55;

  return (
    <section aria-labelledby="profil-grafik" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="profil-grafik" className="text-lg font-bold text-slate-900">
        {texts.heading}
      </h2>
      <figure className="mt-3">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-xl" aria-hidden="true" focusable="false">
          <line x1="0" x2={WIDTH} y1={AXIS} y2={AXIS} className="stroke-slate-300" strokeWidth="1" />
          {matches.map((match, index) => {
            const x = index * slot + (slot - bar) / 2;
            return (
              <g key={match._id}>
                <rect x={x} y={AXIS - scale(scored(match))} width={bar} height={scale(scored(match))} rx="2" className="fill-emerald-500" />
                <rect x={x} y={AXIS} width={bar} height={scale(conceded(match))} rx="2" className="fill-red-400" />
                <text x={x + bar / 2} y={AXIS - scale(scored(match)) - 3} textAnchor="middle" className="fill-slate-700 text-[9px]">
                  {scored(match)}
                </text>
                <text x={x + bar / 2} y={AXIS + scale(conceded(match)) + 10} textAnchor="middle" className="fill-slate-700 text-[9px]">
                  {conceded(match)}
                </text>
              </g>
            );
          })}
        </svg>
        <figcaption className="mt-2 flex flex-wrap items-center gap-4 text-sm text-slate-600">
          <span>{texts.caption(matches.length)}</span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded-sm bg-emerald-500" />
            {texts.scored}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded-sm bg-red-400" />
            {texts.conceded}
          </span>
        </figcaption>
        <ol className="sr-only">
          {matches.map((match: HistoryMatch, index) => (
            <li key={match._id}>
              {match.isWalkover
                ? texts.walkover(index + 1, match.opponent.username)
                : texts.match(index + 1, match.opponent.username, scored(match), conceded(match))}
            </li>
          ))}
        </ol>
      </figure>
    </section>
  );
}

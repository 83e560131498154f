import type { StandingRow } from "@turnuva/contract/tournaments";
import { tournamentDetailTexts } from "../../../texts/tournament-detail.ts";
import { cx } from "../../../ui/class-names.ts";
import { ParticipantName } from "./participant-name.tsx";

const columns = tournamentDetailTexts.columns;
const numbers = ["played", "won", "drawn", "lost", "goalsFor", "goalsAgainst", "goalDifference", "points"] as const;

/** A column's letter on screen, its whole name for screen readers (an `abbr` title is not read). */
function Abbreviated({ column }: { column: { short: string; full: string } }) {
  return (
    <>
      <span aria-hidden="true">{column.short}</span>
      <span className="sr-only">{column.full}</span>
    </>
  );
}

interface StandingsTableProps {
  rows: readonly StandingRow[];
  caption: string;
  /** How many rows from the top are highlighted (3 in a league, `teamsAdvancing` in a group). */
  highlighted: number;
  /** What a highlighted row means, read by screen readers after the name ('ilk üç', 'üst tura çıkıyor'). */
  highlightLabel: string;
}

/**
 * A standings table in the server's order (part 2 §9), as a real table: caption, column headers
 * with their whole names, a row header per player. On a phone it scrolls sideways inside its own
 * box rather than widening the page.
 */
export function StandingsTable({ rows, caption, highlighted, highlightLabel }: StandingsTableProps) {
  return (
    // relative: the screen-reader-only texts inside are positioned; without it they escape the
    // scrolling box and widen the page on a phone.
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="px-4 pt-3 pb-2 text-left text-base font-bold text-slate-900">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" title={columns.rank.full} className="px-3 py-2 text-left">
              <Abbreviated column={columns.rank} />
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              {tournamentDetailTexts.player}
            </th>
            {numbers.map((key) => (
              <th key={key} scope="col" title={columns[key].full} className="px-2 py-2 text-right">
                <Abbreviated column={columns[key]} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const marked = index < highlighted;
            return (
              <tr key={row.team._id} data-highlighted={marked || undefined} className={cx("border-b border-slate-100 last:border-0", marked && "bg-emerald-50")}>
                <td className={cx("px-3 py-2 font-semibold tabular-nums", marked && "border-l-4 border-emerald-500")}>{index + 1}</td>
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  <ParticipantName person={row.team} />
                  {marked ? <span className="sr-only"> ({highlightLabel})</span> : null}
                </th>
                {numbers.map((key) => (
                  <td key={key} className={cx("px-2 py-2 text-right tabular-nums", key === "points" && "font-bold")}>
                    {row[key]}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

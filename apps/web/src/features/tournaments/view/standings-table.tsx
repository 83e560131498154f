import type { StandingRow, Tournament } from "@turnuva/contract/tournaments";
import { useId } from "react";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { cx } from "@/ui/class-names.ts";
import { ParticipantName } from "./participant-name.tsx";

const columns = tournamentDetailTexts.columns;
const numbers = ["played", "won", "drawn", "lost", "goalsFor", "goalsAgainst", "goalDifference", "points"] as const;

/**
 * Goals for and against are left out below sm, so that rank, player and points fit a 360 px
 * phone; their figures are then read out after the goal difference (`NarrowOnlyGoals`).
 */
const wideOnly = new Set<(typeof numbers)[number]>(["goalsFor", "goalsAgainst"]);
const numberCell = (key: (typeof numbers)[number]) => cx("px-1.5 py-2 text-right sm:px-2", wideOnly.has(key) && "hidden sm:table-cell");
/** A row's figures' classes, made once rather than per cell of every row. */
const figureCell = numbers.map((key) => cx(numberCell(key), "tabular-nums", key === "points" && "font-bold"));

/** A column's letter on screen, its whole name for screen readers (an `abbr` title is not read). */
function Abbreviated({ column }: { column: { short: string; full: string } }) {
  return (
    <>
      <span aria-hidden="true">{column.short}</span>
      <span className="sr-only">{column.full}</span>
    </>
  );
}

/**
 * Below sm a name of wide letters ('mmmmmmmmmmmm…') is cut once more by CSS rather than pushing
 * the points out of sight; the whole name stays in `title` and for screen readers. An inline
 * block, so that the note's mark sits beside it without a wrapper (issue 27: 128 rows).
 */
const nameFit = "inline-block max-w-[6.5rem] truncate align-top sm:max-w-none";

/** The row header; `note-mark` (index.css) draws a note's number beside the name, from `data-note`. */
const rowHeader = "note-mark px-1.5 py-2 text-left font-normal whitespace-nowrap sm:px-3";

/**
 * Below sm, where their columns are hidden, goals for and against for screen readers in the goal
 * difference's cell ('7 (Atılan gol 12, Yenilen gol 5)'); from sm up their own cells say them.
 */
function NarrowOnlyGoals({ row }: { row: StandingRow }) {
  return <span className="sr-only sm:hidden">{` (${columns.goalsFor.full} ${row.goalsFor}, ${columns.goalsAgainst.full} ${row.goalsAgainst})`}</span>;
}

interface Footnote {
  number: number;
  text: string;
}

/**
 * Issue 28: for each row level on points with the row above, the rule that put it below, as a
 * numbered note. Not while either has played nothing: a table before the first match is level
 * everywhere, and a note per row would say only that the alphabet orders a list.
 */
function footnotesOf(rows: readonly StandingRow[]): Map<string, Footnote> {
  const notes = new Map<string, Footnote>();
  rows.forEach((row, index) => {
    const above = rows[index - 1];
    const rule = row.separatedBy;
    if (!above || rule == null || rule === "points" || row.played === 0 || above.played === 0) return;
    const [below, over] = [row.team.username, above.team.username];
    const text =
      rule === "name"
        ? tournamentDetailTexts.tiebreakers.nameOnly(below, over)
        : tournamentDetailTexts.tiebreakers.footnote(below, over, tournamentDetailTexts.tiebreakers.reasons[rule]);
    notes.set(row.team._id, { number: notes.size + 1, text });
  });
  return notes;
}

/** Issue 29: a column after the points, of a table whose rows carry more (a Swiss table's Buchholz and Sonneborn-Berger). */
export interface ExtraColumn<Row> {
  column: { short: string; full: string };
  value: (row: Row) => number | string;
}

interface StandingsTableProps<Row extends StandingRow> {
  rows: readonly Row[];
  caption: string;
  /** How many rows from the top are highlighted (3 in a league, `teamsAdvancing` in a group). */
  highlighted: number;
  /** What a highlighted row means, read by screen readers after the name ('ilk üç', 'üst tura çıkıyor'). */
  highlightLabel: string;
  /** Issue 28: the rule the table was made with; null (older tournaments) says nothing under it. */
  tiebreakers?: Tournament["tiebreakers"];
  extras?: readonly ExtraColumn<Row>[];
}

/**
 * A standings table in the server's order (part 2 §9), as a real table: caption, column headers
 * with their whole names, a row header per player. Below sm the goals for and against columns
 * are hidden (their figures read by screen readers in the goal difference's cell), so a phone
 * shows rank, player, played, won, drawn, lost, goal difference and points without scrolling.
 * Should it still not fit (a larger text size), it scrolls sideways inside its own box, which
 * takes the keyboard's focus and is named by the caption, rather than widening the page.
 */
export function StandingsTable<Row extends StandingRow>({
  rows,
  caption,
  highlighted,
  highlightLabel,
  tiebreakers = null,
  extras = [],
}: StandingsTableProps<Row>) {
  const captionId = useId();
  const notes = footnotesOf(rows);
  return (
    // relative: the screen-reader-only texts inside are positioned; without it they escape the
    // scrolling box and widen the page on a phone.
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
    >
      <table className="w-full text-sm sm:min-w-[32rem]">
        <caption id={captionId} className="px-3 pt-3 pb-2 text-left text-base font-bold text-slate-900 sm:px-4">
          {caption}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" title={columns.rank.full} className="py-2 pr-1 pl-3 text-left sm:px-3">
              <Abbreviated column={columns.rank} />
            </th>
            <th scope="col" className="px-1.5 py-2 text-left sm:px-3">
              {tournamentDetailTexts.player}
            </th>
            {numbers.map((key) => (
              <th key={key} scope="col" title={columns[key].full} className={numberCell(key)}>
                <Abbreviated column={columns[key]} />
              </th>
            ))}
            {extras.map((extra) => (
              <th key={extra.column.short} scope="col" title={extra.column.full} className="px-1.5 py-2 text-right sm:px-2">
                <Abbreviated column={extra.column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const marked = index < highlighted;
            const note = notes.get(row.team._id);
            return (
              <tr
                key={row.team._id}
                data-highlighted={marked || undefined}
                className={cx("border-b border-slate-100 last:border-0", marked && "bg-emerald-50")}
              >
                <td className={cx("py-2 pr-1 pl-3 font-semibold tabular-nums sm:px-3", marked && "border-l-4 border-emerald-500")}>{index + 1}</td>
                {/* The note is read as the row header's description: which rule put this row here. */}
                <th
                  scope="row"
                  aria-describedby={note ? `${captionId}-note-${note.number}` : undefined}
                  data-note={note?.number}
                  className={rowHeader}
                >
                  <ParticipantName person={row.team} className={nameFit} />
                  {marked ? <span className="sr-only"> ({highlightLabel})</span> : null}
                </th>
                {numbers.map((key, column) => (
                  <td key={key} className={figureCell[column]}>
                    {row[key]}
                    {key === "goalDifference" ? <NarrowOnlyGoals row={row} /> : null}
                  </td>
                ))}
                {extras.map((extra) => (
                  <td key={extra.column.short} className="px-1.5 py-2 text-right tabular-nums sm:px-2">
                    {extra.value(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {tiebreakers ? (
        <div className="space-y-1 border-t border-slate-100 px-3 py-2 text-xs text-slate-600 sm:px-4">
          <p>{tournamentDetailTexts.tiebreakers.rule[tiebreakers]}</p>
          {notes.size > 0 ? (
            <ol aria-label={tournamentDetailTexts.tiebreakers.footnotes} className="space-y-0.5">
              {[...notes.values()].map((note) => (
                <li key={note.number} id={`${captionId}-note-${note.number}`}>
                  <sup aria-hidden="true">{note.number}</sup> {note.text}
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

import type { Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { useId, useState, type FormEvent } from "react";
import { organiserDeskTexts } from "@/texts/organiser-desk.ts";
import { Button } from "@/ui/button.tsx";
import { ErrorBox } from "@/features/tournaments/manage/error-box.tsx";
import { useSetRoundDeadline } from "@/features/tournaments/api/set-round-deadline.ts";
import { deadlineDate } from "@/features/tournaments/view/deadline-date.ts";
import { matchesOf } from "./matches.ts";
import type { ActWrite } from "./use-act-write.ts";

const texts = organiserDeskTexts.deadlines;
const ABOUT = "deadline";
const fieldClasses =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600";

interface OpenRound {
  key: string;
  stage: TournamentMatch["stage"];
  group: number | null;
  round: number;
  label: string;
}

const isOpen = (match: TournamentMatch) => !match.isBye && !match.isConfirmed && !match.isCompleted && !match.isNotNeeded;

/** The rounds that still have a match to play, as the server names them (stage, group, round). */
function openRounds(tournament: Tournament): OpenRound[] {
  const rounds = new Map<string, OpenRound>();
  for (const match of matchesOf(tournament)) {
    const key = `${match.stage}|${match.group ?? ""}|${match.round}`;
    if (!isOpen(match) || rounds.has(key)) continue;
    const group = match.group === null ? null : (tournament.groupFixtures.find((one) => one.group === match.group)?.label ?? null);
    const label = texts.roundOption(match.roundName, group, match.deadline ? deadlineDate(match.deadline) : null);
    rounds.set(key, { key, stage: match.stage, group: match.group, round: match.round, label });
  }
  return [...rounds.values()];
}

/** A `datetime-local` value (the reader's time) from an ISO moment, for the field's start. */
function localValue(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** Issue 25: the organiser sets or removes one round's deadline (every match of it). */
export function DeadlineForm({ tournament, write }: { tournament: Tournament; write: ActWrite }) {
  const setDeadline = useSetRoundDeadline();
  const rounds = openRounds(tournament);
  const [chosen, setChosen] = useState(rounds[0]?.key ?? "");
  const round = rounds.find((one) => one.key === chosen) ?? rounds[0];
  const current = round
    ? matchesOf(tournament).find((match) => `${match.stage}|${match.group ?? ""}|${match.round}` === round.key && isOpen(match))
    : undefined;
  const [date, setDate] = useState<string | null>(null);
  const roundId = useId();
  const dateId = useId();
  if (!round) return null;
  const shownDate = date ?? localValue(current?.deadline ?? null);
  const error = write.error?.about === ABOUT ? write.error : null;

  const send = (deadline: string | null) =>
    void write.run(
      ABOUT,
      () => setDeadline.mutateAsync({ tournamentId: tournament._id, stage: round.stage, group: round.group, round: round.round, deadline }),
      () => (deadline ? organiserDeskTexts.done.deadline : organiserDeskTexts.done.deadlineRemoved),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (write.busy) return;
    const moment = shownDate ? new Date(shownDate) : null;
    if (!moment || Number.isNaN(moment.getTime())) {
      write.refuse(ABOUT, texts.missingDate);
      return;
    }
    send(moment.toISOString());
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={roundId} className="mb-1 block text-sm font-semibold text-slate-800">
            {texts.round}
          </label>
          <select
            id={roundId}
            value={round.key}
            onChange={(event) => {
              setChosen(event.target.value);
              setDate(null);
            }}
            className={fieldClasses}
          >
            {rounds.map((one) => (
              <option key={one.key} value={one.key}>
                {one.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={dateId} className="mb-1 block text-sm font-semibold text-slate-800">
            {texts.date}
          </label>
          <input id={dateId} type="datetime-local" value={shownDate} onChange={(event) => setDate(event.target.value)} className={fieldClasses} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {/* aria-disabled, not disabled: the pressed button keeps focus while the answer is awaited. */}
        <Button type="submit" aria-disabled={write.busy} className="aria-disabled:cursor-wait aria-disabled:bg-indigo-400">
          {texts.save}
        </Button>
        {current?.deadline ? (
          <Button variant="secondary" aria-disabled={write.busy} className="aria-disabled:cursor-wait" onClick={() => write.busy || send(null)}>
            {texts.remove}
          </Button>
        ) : null}
      </div>
      {error ? <ErrorBox message={error.message} onClose={write.dismiss} /> : null}
    </form>
  );
}

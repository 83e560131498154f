import type { Tournament } from "@turnuva/contract/tournaments";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "@/lib/api-client.ts";
import { paths } from "@/lib/paths.ts";
import { matchActsTexts } from "@/texts/match-acts.ts";
import { tournamentSettingsTexts } from "@/texts/tournament-settings.ts";
import { Button } from "@/ui/button.tsx";
import { TextField } from "@/ui/text-field.tsx";
import { useToast } from "@/ui/toast.tsx";
import { ErrorBox } from "@/features/tournaments/manage/error-box.tsx";
import { useDeleteTournament, useForgetTournament } from "@/features/tournaments/api/delete-tournament.ts";
import { useRenameTournament } from "@/features/tournaments/api/rename-tournament.ts";
import { useReopenTournament } from "@/features/tournaments/api/reopen-tournament.ts";

/** The server's sentence, or ours when it gave none (no connection, a time-out). */
const refusal = (error: unknown) => (error instanceof ApiError && error.fromServer ? error.message : matchActsTexts.failed);

/**
 * Issue 25, the organiser's safety nets on the tournament's page (the caller asks the policy; the
 * server asks again): rename (the slug stays), reopen a completed tournament after a second step,
 * delete it once its name is typed exactly. Folded: most visits are not for these. Loaded lazily,
 * only for those who manage the tournament.
 */
export function OrganiserSettings({ tournament }: { tournament: Tournament }) {
  // What the last rename or reopen did, read politely; after a reopen (whose part goes with the
  // answer) the focus comes here rather than being lost.
  const [said, setSaid] = useState("");
  const status = useRef<HTMLParagraphElement>(null);
  const say = (message: string, focus: boolean) => {
    setSaid(message);
    if (focus) requestAnimationFrame(() => status.current?.focus());
  };
  return (
    <details className="mb-10 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      {/* A heading in the summary (HTML allows one), so that the sections' h3 follow an h2 (axe's heading-order). */}
      <summary className="cursor-pointer text-xl font-bold text-slate-900">
        <h2 className="inline text-xl font-bold">{tournamentSettingsTexts.heading}</h2>
      </summary>
      <div className="mt-4 flex flex-col gap-8">
        <p ref={status} role="status" tabIndex={-1} className={said ? "text-sm font-semibold text-emerald-800" : "sr-only"}>
          {said}
        </p>
        <RenameForm tournament={tournament} say={(message) => say(message, false)} />
        {tournament.actions.reopen ? <Reopen tournament={tournament} say={(message) => say(message, true)} /> : null}
        <DeleteForm tournament={tournament} />
      </div>
    </details>
  );
}

function Part({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {heading}
      </h3>
      {children}
    </section>
  );
}

interface PartProps {
  tournament: Tournament;
  /** Says what happened, in the settings' status line. */
  say: (message: string) => void;
}

function RenameForm({ tournament, say }: PartProps) {
  const rename = useRenameTournament();
  const [name, setName] = useState(tournament.name);
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rename.isPending) return;
    say("");
    setProblem(null);
    // The name's rules are the server's answer (the contract's sentence, under the field): checking
    // them here would share the contract's rules module with the wizards' pages, and /platformlar
    // has no room for the extra chunk it would split off (docs/decisions.md).
    try {
      const answer = await rename.mutateAsync({ tournamentId: tournament._id, name });
      setName(answer.tournament.name);
      say(tournamentSettingsTexts.rename.done(answer.tournament.name));
    } catch (error) {
      setProblem(refusal(error));
      field.current?.focus();
    }
  };

  return (
    <Part heading={tournamentSettingsTexts.rename.heading}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 sm:max-w-md">
        <TextField
          ref={field}
          label={tournamentSettingsTexts.rename.label}
          autoComplete="off"
          hint={tournamentSettingsTexts.rename.hint}
          error={problem}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
        />
        <Button type="submit" disabled={rename.isPending} className="self-start">
          {tournamentSettingsTexts.rename.submit}
        </Button>
      </form>
    </Part>
  );
}

function Reopen({ tournament, say }: PartProps) {
  const reopen = useReopenTournament();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const questionId = useId();
  const question = useRef<HTMLParagraphElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asking) question.current?.focus();
    else if (asked.current) openButton.current?.focus();
    asked.current = asking;
  }, [asking]);

  const confirm = async () => {
    setError(null);
    try {
      const answer = await reopen.mutateAsync(tournament._id);
      // This part goes with the answer (an active tournament has nothing to reopen).
      say(answer.message ?? tournamentSettingsTexts.reopen.done);
    } catch (cause) {
      setError(refusal(cause));
    }
  };

  return (
    <Part heading={tournamentSettingsTexts.reopen.heading}>
      <p className="text-sm text-slate-700">{tournamentSettingsTexts.reopen.intro}</p>
      {asking ? (
        <div
          role="group"
          aria-labelledby={questionId}
          className="flex flex-col gap-2 rounded-lg border border-slate-300 bg-slate-50 p-3"
          onKeyDown={(event) => {
            if (event.key === "Escape") setAsking(false);
          }}
        >
          <p id={questionId} ref={question} tabIndex={-1} className="font-semibold text-slate-900">
            {tournamentSettingsTexts.reopen.question}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button disabled={reopen.isPending} onClick={() => void confirm()}>
              {tournamentSettingsTexts.reopen.yes}
            </Button>
            <Button variant="secondary" disabled={reopen.isPending} onClick={() => setAsking(false)}>
              {matchActsTexts.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <Button ref={openButton} variant="secondary" className="self-start" onClick={() => setAsking(true)}>
          {tournamentSettingsTexts.reopen.open}
        </Button>
      )}
      {error ? <ErrorBox message={error} onClose={() => setError(null)} /> : null}
    </Part>
  );
}

function DeleteForm({ tournament }: { tournament: Tournament }) {
  const remove = useDeleteTournament();
  const forget = useForgetTournament();
  const navigate = useNavigate();
  const showToast = useToast();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  // Its name as the organiser sees it written above (case and Turkish letters included), surrounding
  // spaces ignored, as the platform's deletion does.
  const matches = typed.trim() === tournament.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches || remove.isPending) return;
    setError(null);
    try {
      const answer = await remove.mutateAsync(tournament._id);
      showToast({ title: answer.message, tone: "success" });
      await navigate(paths.platform.href(tournament.platform.slug));
      forget(tournament);
    } catch (cause) {
      setError(refusal(cause));
    }
  };

  return (
    <Part heading={tournamentSettingsTexts.remove.heading}>
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">{tournamentSettingsTexts.remove.intro}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 sm:max-w-md">
        <TextField
          label={tournamentSettingsTexts.remove.label(tournament.name)}
          autoComplete="off"
          hint={tournamentSettingsTexts.remove.hint}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" disabled={!matches || remove.isPending} className="self-start bg-red-700 hover:bg-red-800 disabled:bg-red-400">
          {tournamentSettingsTexts.remove.submit}
        </Button>
      </form>
      {error ? <ErrorBox message={error} onClose={() => setError(null)} /> : null}
    </Part>
  );
}

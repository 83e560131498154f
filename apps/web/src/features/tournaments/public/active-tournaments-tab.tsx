import { tournamentsPolicy } from "@turnuva/contract/policies";
import { useQueryClient } from "@tanstack/react-query";
import type { TournamentCard } from "@turnuva/contract/tournaments";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api-client.ts";
import { actorOf } from "@/lib/session/actor.ts";
import { StreamRefusalNote } from "@/lib/live/stream-refusal-note.tsx";
import { useLiveLists } from "@/lib/live/use-live-lists.ts";
import { queryKeys } from "@/lib/query-keys.ts";
import { useCurrentUser } from "@/lib/session/current-user.ts";
import { commonTexts } from "@/texts/common.ts";
import { tournamentPlayTexts } from "@/texts/tournament-play.ts";
import { tournamentTexts } from "@/texts/tournaments.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { EmptyState } from "@/ui/empty-state.tsx";
import { RetryAlert } from "@/ui/retry-alert.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { useToast } from "@/ui/toast.tsx";
import { tournamentQueryOptions } from "@/features/tournaments/api/get-tournament.ts";
import { useResumeTournament } from "@/features/tournaments/api/resume-tournament.ts";
import { useUnfinishedTournaments } from "@/features/tournaments/api/get-unfinished-tournaments.ts";
import { LiveTournamentPlay } from "@/features/tournaments/manage/play/live-tournament-play.tsx";
import type { PlatformTournamentTabProps } from "./tab-props.ts";

const texts = tournamentPlayTexts.unfinished;
const dateFormat = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" });

const statusTones: Record<TournamentCard["status"], string> = {
  active: "bg-emerald-100 text-emerald-900",
  paused: "bg-amber-100 text-amber-900",
  pending: "bg-amber-100 text-amber-900",
  completed: "bg-slate-100 text-slate-700",
};

/**
 * Part 2 §2 tab 2 'Aktif/Yarım': the platform's unfinished tournaments, each with 'Devam Et'. A
 * resumed tournament opens here, at the step and group tab the server kept, with 'Kapat'. Who
 * manages a tournament (its creator, the platform's owner) resumes it; anyone else opens it to
 * watch, read from the public detail, as the server would refuse them the resume. The list follows
 * every tournament's news (the tab's shared stream) while it is shown.
 */
export function ActiveTournamentsTab({ platform }: PlatformTournamentTabProps) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const { data: user } = useCurrentUser();
  const list = useUnfinishedTournaments(platform._id);
  const resume = useResumeTournament();
  const [opened, setOpened] = useState<string | null>(null);
  const refusal = useLiveLists(opened === null);
  const [opening, setOpening] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // After 'Kapat' the closed screen's button is gone: the list's heading takes focus instead.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [closedOne, setClosedOne] = useState(false);
  useEffect(() => {
    if (closedOne && !opened) headingRef.current?.focus();
  }, [closedOne, opened]);

  const open = async (card: TournamentCard) => {
    const identifier = card.slug || card._id;
    setFailure(null);
    setOpening(card._id);
    try {
      // The card does not say who created it: the tournament is read first, and resumed only by
      // someone the shared policy lets manage it (the manager lists the person's own platforms:
      // they are a member); anyone else opens it to watch.
      const tournament = await queryClient.fetchQuery(tournamentQueryOptions(identifier));
      const subject = { createdById: tournament.createdBy._id, platformOwnerId: tournament.platform.ownerId };
      if (tournamentsPolicy.canManage(actorOf(user), subject, true)) {
        await resume.mutateAsync(card._id);
        showToast({ title: texts.resumed, tone: "success" });
      }
      setOpened(identifier);
    } catch (cause) {
      setFailure(texts.resumeFailed(cause instanceof ApiError && cause.fromServer ? cause.message : texts.unknownError));
    } finally {
      setOpening(null);
    }
  };

  const close = () => {
    setOpened(null);
    setClosedOne(true);
    void queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.unfinished(platform._id) });
  };

  if (opened) {
    return (
      // The manager lists only the person's own platforms: they are a member of this one.
      <LiveTournamentPlay identifier={opened} onClose={close} viewerIsMember />
    );
  }

  return (
    <section aria-labelledby="unfinished-heading" className="flex flex-col gap-4">
      <h2 ref={headingRef} tabIndex={-1} id="unfinished-heading" className="text-xl font-bold text-slate-900 outline-none">
        {texts.heading}
      </h2>
      <StreamRefusalNote refusal={refusal} />
      {failure ? (
        <Alert tone="error" className="flex flex-wrap items-center gap-3">
          <p className="min-w-0 flex-1 wrap-anywhere">{failure}</p>
          <Button variant="secondary" onClick={() => setFailure(null)}>
            {commonTexts.actions.close}
          </Button>
        </Alert>
      ) : null}
      {list.isPending ? <Spinner label={commonTexts.loading} /> : null}
      {list.isError ? (
        <RetryAlert onRetry={() => void list.refetch()}>
          <p>{texts.loadFailed}</p>
        </RetryAlert>
      ) : null}
      {list.data?.length === 0 ? <EmptyState>{texts.empty}</EmptyState> : null}
      {list.data && list.data.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {list.data.map((card) => (
            <li key={card._id} className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="min-w-0">
                <h3 id={`unfinished-${card._id}`} className="text-lg font-semibold wrap-anywhere text-slate-900">
                  {card.name}
                </h3>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <span>{tournamentTexts.systems[card.system]}</span>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTones[card.status]}`}>
                    {tournamentTexts.status(card.status)}
                  </span>
                </p>
                <p className="mt-1 text-sm text-slate-600">{texts.lastUpdate(dateFormat.format(new Date(card.lastUpdated)))}</p>
              </div>
              <Button
                className="self-start"
                disabled={opening !== null}
                // Several cards say 'Devam Et': the name says which one.
                aria-describedby={`unfinished-${card._id}`}
                onClick={() => void open(card)}
              >
                {opening === card._id ? texts.opening : texts.resume}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

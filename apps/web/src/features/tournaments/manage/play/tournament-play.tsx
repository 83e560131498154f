import { tournamentsPolicy } from "@turnuva/contract/policies";
import type { Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/lib/paths.ts";
import { actorOf } from "@/lib/session/actor.ts";
import { useCurrentUser } from "@/lib/session/current-user.ts";
import { commonTexts } from "@/texts/common.ts";
import { tournamentPlayTexts } from "@/texts/tournament-play.ts";
import { tournamentTexts } from "@/texts/tournaments.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { useToast } from "@/ui/toast.tsx";
import { useCachedTournament } from "@/features/tournaments/api/get-tournament.ts";
import { ShareLinkButton } from "@/features/tournaments/share/share-link-button.tsx";
import { MatchSlotContext, type MatchSlot } from "@/features/tournaments/view/match-slot.tsx";
import { TournamentView } from "@/features/tournaments/view/tournament-view.tsx";
import { ErrorBox } from "@/features/tournaments/manage/error-box.tsx";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { PlayControlsContext, type PlayControls } from "./play-context.ts";
import { challengeChampion, knockoutPlacings } from "./placings.ts";
import { ChampionCard, Podium } from "./podium.tsx";
import { advanceBlocked, finishBlocked } from "./not-yet.ts";
import { ConfirmedScore, ScoreEntry } from "./score-editor.tsx";
import { useExitRecorder } from "./use-exit-recorder.ts";
import { useEditorFocus } from "./use-editor-focus.ts";
import { usePlayWrites } from "./use-play-writes.ts";

/** Ours: how long the elimination's 'Ana sayfaya yönlendiriliyorsunuz...' is read before going home. */
export const REDIRECT_DELAY_MS = 2000;

export interface TournamentPlayProps {
  /** The slug or id the tournament is cached under; the caller has read it (or stored a write's answer). */
  identifier: string;
  /** Shown as 'Kapat' where the screen opened inline (a resumed tournament in 'Aktif/Yarım'). */
  onClose?: () => void;
  /** Whether the person is a member of the tournament's platform (the policy's question). */
  viewerIsMember: boolean;
}

/**
 * The managing screen of a running tournament: the view with score entry and its buttons. It shows
 * the one copy in the query cache, where every write's answer and every newer read goes.
 */
export function TournamentPlay({ identifier, ...props }: TournamentPlayProps) {
  const tournament = useCachedTournament(identifier);
  // Another tournament is another screen: its group tab and its phase start afresh.
  return tournament ? <PlayScreen key={tournament._id} tournament={tournament} {...props} /> : null;
}

/** Where the screen stands: the fixtures, the podium before finishing, or finished and leaving. */
type Phase = "fixtures" | "places" | "saved";

/**
 * Part 2 §4: in elimination the server draws the next round as soon as a round's last score is
 * confirmed, and the round's scores are locked from then on; that confirmation is said to be
 * final before it is made.
 */
function closesRound(tournament: Tournament, match: TournamentMatch, confirmable: ReadonlySet<string>): boolean {
  if (match.stage !== "elimination") return false;
  const round = tournament.eliminationFixtures.find((r) => r.round === match.round);
  if (!round || round.matches.length < 2) return false;
  return round.matches.filter((m) => confirmable.has(m._id)).length === 1;
}

function PlayScreen({ tournament, onClose, viewerIsMember }: Omit<TournamentPlayProps, "identifier"> & { tournament: Tournament }) {
  const navigate = useNavigate();
  const showToast = useToast();
  const { data: user } = useCurrentUser();
  const { actions, system } = tournament;

  // The server's own policy (the creator while a member, or the platform's owner); everyone else
  // watches (the server refuses them anyway).
  const actor = actorOf(user);
  const subject = { createdById: tournament.createdBy._id, platformOwnerId: tournament.platform.ownerId };
  const manages = tournamentsPolicy.canManage(actor, subject, viewerIsMember);
  const [groupTab, setGroupTab] = useState(tournament.activeGroupTab ?? tournament.groups[0]?.group ?? 0);
  const [phase, setPhase] = useState<Phase>("fixtures");
  const { headingRef, editingMatch, sending, confirming, editing, cancelFocused, focusWasOnCancel } = useEditorFocus(onClose !== undefined);

  const settleExit = useExitRecorder(tournament._id, manages && tournament.status === "active", system === "group" ? groupTab : null);

  const writes = usePlayWrites(tournament._id);
  const { error, setError, confirm: confirmWrite, cancel: cancelWrite } = writes;
  const busy = phase === "saved" || writes.busy;

  const leaveHome = useCallback(
    (title: string) => {
      showToast({ title, tone: "success" });
      void navigate(paths.home.href());
    },
    [navigate, showToast],
  );

  // Elimination: the saved banner is read a moment, then home (part 2 §2, §4).
  useEffect(() => {
    if (phase !== "saved") return;
    const timer = setTimeout(() => leaveHome(tournamentPlayTexts.done.finished), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase, leaveHome]);

  const confirmable = useMemo(() => new Set(actions.confirm), [actions.confirm]);
  const cancellable = useMemo(() => new Set(actions.cancel), [actions.cancel]);

  const controls = useMemo<PlayControls>(
    () => ({
      busy,
      error,
      dismissError: () => setError(null),
      refuse: (matchId, message) => setError({ matchId, message }),
      confirm: (match, homeScore, awayScore) => confirming(match, async () => (await confirmWrite(match, homeScore, awayScore)) !== null),
      cancel: async (match) => (await cancelWrite(match)) !== null,
      finalityNote: (match) => (closesRound(tournament, match, confirmable) ? tournamentPlayTexts.score.roundCloses : null),
      editing,
      cancelFocused,
      focusWasOnCancel,
    }),
    [busy, error, setError, confirming, confirmWrite, cancelWrite, tournament, confirmable, editing, cancelFocused, focusWasOnCancel],
  );

  const slot = useCallback<MatchSlot>(
    (match) => {
      // One element per match, whatever happens to it, so that its inputs keep what is typed.
      if (confirmable.has(match._id) || match._id === sending) return <ScoreEntry key={match._id} match={match} />;
      if (match._id === editingMatch) return <ScoreEntry key={match._id} match={match} overtaken />;
      if (cancellable.has(match._id)) return <ConfirmedScore match={match} />;
      return null;
    },
    [confirmable, cancellable, sending, editingMatch],
  );

  const advance = () => void writes.advance();
  const resume = () => void writes.resume();
  const pause = async () => {
    const answer = await writes.pause(system === "group" ? groupTab : null);
    if (!answer) return;
    settleExit();
    leaveHome(tournamentPlayTexts.done.paused);
  };
  const finish = async () => {
    const answer = await writes.finish();
    if (!answer) return;
    settleExit();
    if (system === "elimination") setPhase("saved");
    else leaveHome(tournamentPlayTexts.done.finished);
  };

  /**
   * A button of the system's next step, shown from the start (part 2 §5): while the step is not yet
   * possible it looks unavailable, and a press says why instead of sending a request.
   */
  const stepButton = (label: string, blocked: string | null, run: () => void) => (
    <Button
      disabled={busy}
      aria-disabled={blocked !== null}
      className={blocked === null ? undefined : "opacity-60"}
      onClick={() => (blocked === null ? run() : setError({ matchId: null, message: blocked }))}
    >
      {label}
    </Button>
  );
  const running = tournament.status === "active";

  const placings = system === "group" || system === "elimination" ? knockoutPlacings(tournament) : null;
  const challengeWinner = system === "challenge" ? challengeChampion(tournament) : null;
  const screenError = error && error.matchId === null ? <ErrorBox message={error.message} onClose={() => setError(null)} /> : null;

  let body: ReactNode;
  if (phase === "saved") {
    body = (
      <div className="flex flex-col gap-6">
        <Alert tone="success">
          <p className="font-semibold">{tournamentPlayTexts.done.saved}</p>
          <p>{tournamentPlayTexts.done.redirecting}</p>
        </Alert>
        {placings ? <Podium placings={placings} /> : null}
      </div>
    );
  } else if (phase === "places" && manages) {
    const buttons = (
      <div className="flex flex-wrap gap-3">
        {actions.finish && placings ? (
          <Button disabled={busy} onClick={() => void finish()}>
            {system === "elimination" ? tournamentPlayTexts.actions.finishAndSave : tournamentPlayTexts.actions.finish}
          </Button>
        ) : null}
        <Button variant="secondary" disabled={busy} onClick={() => setPhase("fixtures")}>
          {tournamentPlayTexts.actions.backToFixtures}
        </Button>
      </div>
    );
    body = placings ? (
      <Podium placings={placings}>
        {screenError}
        {buttons}
      </Podium>
    ) : (
      <div className="flex flex-col gap-4">
        <ErrorBox message={tournamentPlayTexts.places.missingFinal} onClose={() => setPhase("fixtures")} />
        {buttons}
      </div>
    );
  } else {
    const view = (
      <TournamentView
        tournament={tournament}
        groupTab={system === "group" ? groupTab : undefined}
        onGroupTabChange={system === "group" ? setGroupTab : undefined}
      />
    );
    body = (
      <div className="flex flex-col gap-6">
        {manages && system === "elimination" && placings ? (
          <ChampionCard champion={placings.champion}>
            {running ? stepButton(tournamentPlayTexts.actions.finish, finishBlocked(tournament), () => setPhase("places")) : null}
          </ChampionCard>
        ) : null}
        {manages && challengeWinner ? (
          <ChampionCard champion={challengeWinner}>
            {actions.finish ? (
              <Button disabled={busy} onClick={() => void finish()}>
                {tournamentPlayTexts.actions.challengeFinish}
              </Button>
            ) : null}
          </ChampionCard>
        ) : null}
        {/* One tree either way: the view (and its open tab) stays as the session check arrives. */}
        <PlayControlsContext.Provider value={controls}>
          <MatchSlotContext.Provider value={manages ? slot : null}>{view}</MatchSlotContext.Provider>
        </PlayControlsContext.Provider>
        {manages ? (
          <div className="flex flex-col gap-3">
            {screenError}
            <div role="group" aria-label={tournamentPlayTexts.actions.label} className="flex flex-wrap gap-3">
              {running && system === "group" && tournament.finalFixture === null
                ? stepButton(
                    tournament.knockoutFixtures.length === 0 ? tournamentPlayTexts.actions.toKnockout : tournamentPlayTexts.actions.nextRound,
                    advanceBlocked(tournament),
                    advance,
                  )
                : null}
              {running && system === "group" && tournament.finalFixture !== null
                ? stepButton(tournamentPlayTexts.actions.showResults, finishBlocked(tournament), () => setPhase("places"))
                : null}
              {running && system === "league" ? stepButton(tournamentPlayTexts.actions.finish, finishBlocked(tournament), () => void finish()) : null}
              {running && ((system === "elimination" && !placings) || (system === "challenge" && !challengeWinner))
                ? stepButton(tournamentPlayTexts.actions.finish, finishBlocked(tournament), () => void finish())
                : null}
              {actions.resume ? (
                <Button disabled={busy} onClick={resume}>
                  {tournamentPlayTexts.unfinished.resume}
                </Button>
              ) : null}
              {actions.pause ? (
                <Button variant="secondary" disabled={busy} onClick={() => void pause()}>
                  {tournamentPlayTexts.actions.pause}
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
    );
  }

  const step = system === "group" && tournament.step !== null ? tournamentPlayTexts.groupSteps[phase === "places" ? 7 : tournament.step] : undefined;

  return (
    <section aria-labelledby={`play-${tournament._id}`} className="flex flex-col gap-5">
      {/* On a phone the buttons go under the title, which keeps the whole width. */}
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <h2
            ref={headingRef}
            tabIndex={-1}
            id={`play-${tournament._id}`}
            className="scroll-mt-20 text-2xl font-bold wrap-anywhere text-slate-900 outline-none"
          >
            {tournament.name}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {tournamentTexts.systems[system]} · {tournamentTexts.status(tournament.status)}
            {step ? ` · ${step}` : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          {tournamentsPolicy.canCopyLink(actor, subject, viewerIsMember) ? (
            <ShareLinkButton
              identifier={tournament.slug || tournament._id}
              copiedLabel={system === "group" ? tournamentDetailTexts.share.copiedGroup : tournamentDetailTexts.share.copied}
            />
          ) : null}
          {onClose ? (
            <Button variant="secondary" onClick={onClose}>
              {commonTexts.actions.close}
            </Button>
          ) : null}
        </div>
      </header>
      {manages ? null : <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">{tournamentPlayTexts.readOnly}</p>}
      <p role="status" className={busy && phase !== "saved" ? "text-sm font-semibold text-indigo-800" : "sr-only"}>
        {busy && phase !== "saved" ? tournamentTexts.busy : ""}
      </p>
      {body}
    </section>
  );
}

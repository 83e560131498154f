import { tournamentsPolicy } from "@turnuva/contract/policies";
import type { Tournament } from "@turnuva/contract/tournaments";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/lib/paths.ts";
import { actorOf } from "@/lib/session/actor.ts";
import { useCurrentUser } from "@/lib/session/current-user.ts";
import { tournamentPlayTexts } from "@/texts/tournament-play.ts";
import { tournamentTexts } from "@/texts/tournaments.ts";
import { Button } from "@/ui/button.tsx";
import { useToast } from "@/ui/toast.tsx";
import { useCachedTournament } from "@/features/tournaments/api/get-tournament.ts";
import { DeskNotice } from "@/features/tournaments/acts/desk-notice.tsx";
import { TournamentView } from "@/features/tournaments/view/tournament-view.tsx";
import { ErrorBox } from "@/features/tournaments/manage/error-box.tsx";
import { MatchEditors } from "./match-editors.tsx";
import { FinishConfirm } from "./finish-confirm.tsx";
import { finishBlocked } from "./not-yet.ts";
import { PlayActions, StepButton } from "./play-actions.tsx";
import { PlayHeader } from "./play-header.tsx";
import { PlacesPhase, SavedPhase } from "./play-phases.tsx";
import { challengeChampion, knockoutPlacings, newSystemChampion } from "./placings.ts";
import { ChampionCard } from "./podium.tsx";
import { useEditorFocus } from "./use-editor-focus.ts";
import { useExitRecorder } from "./use-exit-recorder.ts";
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
  const settleExit = useExitRecorder(tournament._id, manages && tournament.status === "active", system === "group" ? groupTab : null);
  const writes = usePlayWrites(tournament._id);
  const busy = phase === "saved" || writes.busy;
  const { screenRef, headingRef, advanced, ...focus } = useEditorFocus(onClose !== undefined, tournament.version, busy);

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

  const pause = async () => {
    if (!(await writes.pause(system === "group" ? groupTab : null))) return;
    settleExit();
    leaveHome(tournamentPlayTexts.done.paused);
  };
  const finish = async () => {
    if (!(await writes.finish())) return;
    settleExit();
    if (system === "elimination") setPhase("saved");
    else leaveHome(tournamentPlayTexts.done.finished);
  };
  const advance = async () => {
    const pressed = document.activeElement;
    const answer = await writes.advance();
    if (answer) advanced(answer.tournament.version, pressed);
  };
  const refuse = (message: string) => writes.setError({ matchId: null, message });
  const showPlaces = () => setPhase("places");

  const placings = system === "group" || system === "elimination" ? knockoutPlacings(tournament) : null;
  const challengeWinner = system === "challenge" ? challengeChampion(tournament) : null;
  // Issue 29 (audit F4): decided, double elimination and Swiss say who won before finishing too.
  const newSystemWinner = manages ? newSystemChampion(tournament) : null;
  const { error } = writes;
  const screenError = error && error.matchId === null ? <ErrorBox message={error.message} onClose={() => writes.setError(null)} /> : null;

  let body: ReactNode;
  if (phase === "saved") {
    body = <SavedPhase placings={placings} />;
  } else if (phase === "places" && manages) {
    const finishLabel = system === "elimination" ? tournamentPlayTexts.actions.finishAndSave : tournamentPlayTexts.actions.finish;
    body = (
      <PlacesPhase
        placings={placings}
        finishLabel={actions.finish ? finishLabel : null}
        busy={busy}
        error={screenError}
        finish={() => void finish()}
        back={() => setPhase("fixtures")}
      />
    );
  } else {
    const eliminationDecided = manages && system === "elimination" && placings;
    body = (
      <div className="flex flex-col gap-6">
        {eliminationDecided ? (
          <ChampionCard champion={placings.champion}>
            {tournament.status === "active" ? (
              <StepButton
                label={tournamentPlayTexts.actions.finish}
                blocked={finishBlocked(tournament)}
                busy={busy}
                refuse={refuse}
                run={showPlaces}
              />
            ) : null}
          </ChampionCard>
        ) : null}
        {manages && challengeWinner ? (
          <ChampionCard champion={challengeWinner}>
            {actions.finish ? (
              <FinishConfirm busy={busy} finish={() => void finish()}>
                {(ask) => (
                  <Button data-step disabled={busy} onClick={ask}>
                    {tournamentPlayTexts.actions.challengeFinish}
                  </Button>
                )}
              </FinishConfirm>
            ) : null}
          </ChampionCard>
        ) : null}
        {newSystemWinner ? (
          <ChampionCard champion={newSystemWinner}>
            {tournament.status === "active" ? (
              <FinishConfirm busy={busy} finish={() => void finish()}>
                {(ask) => (
                  <StepButton label={tournamentPlayTexts.actions.finish} blocked={finishBlocked(tournament)} busy={busy} refuse={refuse} run={ask} />
                )}
              </FinishConfirm>
            ) : null}
          </ChampionCard>
        ) : null}
        {/* Issue 25: how many disputed and overdue matches wait, and the way to the desk. */}
        {manages ? <DeskNotice tournament={tournament} /> : null}
        <MatchEditors tournament={tournament} manages={manages} busy={busy} writes={writes} focus={focus}>
          <TournamentView
            tournament={tournament}
            groupTab={system === "group" ? groupTab : undefined}
            onGroupTabChange={system === "group" ? setGroupTab : undefined}
          />
        </MatchEditors>
        {manages ? (
          <PlayActions
            tournament={tournament}
            busy={busy}
            championShown={Boolean(eliminationDecided || challengeWinner || newSystemWinner)}
            error={screenError}
            refuse={refuse}
            advance={() => void advance()}
            finish={() => void finish()}
            showResults={showPlaces}
            resume={() => void writes.resume()}
            pause={() => void pause()}
          />
        ) : null}
      </div>
    );
  }

  return (
    <section ref={screenRef} aria-labelledby={`play-${tournament._id}`} className="flex flex-col gap-5">
      <PlayHeader
        tournament={tournament}
        headingRef={headingRef}
        showingPlaces={phase === "places"}
        canCopyLink={tournamentsPolicy.canCopyLink(actor, subject, viewerIsMember)}
        onClose={onClose}
      />
      {manages ? null : <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">{tournamentPlayTexts.readOnly}</p>}
      <p role="status" className={busy && phase !== "saved" ? "text-sm font-semibold text-indigo-800" : "sr-only"}>
        {busy && phase !== "saved" ? tournamentTexts.busy : ""}
      </p>
      {body}
    </section>
  );
}

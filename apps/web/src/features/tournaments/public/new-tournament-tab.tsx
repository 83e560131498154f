import { Suspense, useEffect, useRef, useState } from "react";
import type { TournamentWriteResponse } from "@turnuva/contract/tournaments";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { commonTexts } from "@/texts/common.ts";
import { Alert } from "@/ui/alert.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { SystemChooser, type System } from "@/features/tournaments/manage/create/system-chooser.tsx";
import type { PlatformTournamentTabProps } from "./tab-props.ts";

// Each wizard, with the forms library, loads when its system is chosen; the managing screen
// when the server has created the tournament.
const wizards = {
  league: lazyNamed(() => import("@/features/tournaments/manage/create/league-wizard.tsx"), "LeagueWizard"),
  group: lazyNamed(() => import("@/features/tournaments/manage/create/group-wizard.tsx"), "GroupWizard"),
  elimination: lazyNamed(() => import("@/features/tournaments/manage/create/elimination-wizard.tsx"), "EliminationWizard"),
  challenge: lazyNamed(() => import("@/features/tournaments/manage/create/challenge-wizard.tsx"), "ChallengeWizard"),
  doubleElimination: lazyNamed(() => import("@/features/tournaments/manage/create/double-elimination-wizard.tsx"), "DoubleEliminationWizard"),
  swiss: lazyNamed(() => import("@/features/tournaments/manage/create/swiss-wizard.tsx"), "SwissWizard"),
} satisfies Record<System, unknown>;
const LiveTournamentPlay = lazyNamed(() => import("@/features/tournaments/manage/play/live-tournament-play.tsx"), "LiveTournamentPlay");

const loading = <Spinner label={commonTexts.loading} />;

/**
 * Part 2 §2 tab 1 'Yeni Turnuva': the system chooser, the chosen system's wizard, and once the
 * server has created the tournament its managing screen in the wizard's place.
 */
export function NewTournamentTab({ platform }: PlatformTournamentTabProps) {
  const [system, setSystem] = useState<System | null>(null);
  const [returned, setReturned] = useState(false);
  const [created, setCreated] = useState<TournamentWriteResponse | null>(null);

  if (created) return <Created created={created} />;
  if (!system) return <SystemChooser onChoose={setSystem} takeFocus={returned} />;
  const Wizard = wizards[system];
  return (
    <Suspense fallback={loading}>
      <Wizard
        platform={platform}
        onBack={() => {
          setReturned(true);
          setSystem(null);
        }}
        onCreated={setCreated}
      />
    </Suspense>
  );
}

/** The server's word that it is created, read out and focused (the wizard that had focus is gone). */
function Created({ created }: { created: TournamentWriteResponse }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="flex flex-col gap-4 outline-none">
      {created.message ? <Alert tone="success">{created.message}</Alert> : null}
      <Suspense fallback={loading}>
        {/* The manager lists only the person's own platforms: they are a member of this one. */}
        <LiveTournamentPlay identifier={created.tournament.slug || created.tournament._id} initial={created.tournament} viewerIsMember />
      </Suspense>
    </div>
  );
}

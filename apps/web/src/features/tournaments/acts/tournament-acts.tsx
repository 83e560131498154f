import type { Tournament } from "@turnuva/contract/tournaments";
import { tournamentsPolicy } from "@turnuva/contract/policies";
import { Suspense } from "react";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { actorOf } from "@/lib/session/actor.ts";
import { useSession } from "@/lib/session/use-session.ts";
import { useIsPlatformMember } from "@/features/platforms/public/use-is-platform-member.ts";
import { tournamentSubject } from "./matches.ts";
import { MyMatches } from "./my-matches.tsx";
import { OrganiserDesk } from "./organiser-desk.tsx";

// The organiser's safety nets (rename, reopen, delete): only those who manage the tournament load their code.
const OrganiserSettings = lazyNamed(() => import("./organiser-settings.tsx"), "OrganiserSettings");

/**
 * Issue 25 on the tournament page: for those who manage it, its settings (in every status) and,
 * while it runs, the organiser's desk; 'Maçlarım' for its players; nothing for a visitor.
 * Membership is asked only of a signed-in person.
 */
export function TournamentActs({ tournament }: { tournament: Tournament }) {
  const { user } = useSession();
  const actor = actorOf(user);
  const isPlatformMember = useIsPlatformMember(tournament.platform._id, user !== null);
  if (actor === null) return null;
  const manages = tournamentsPolicy.canManage(actor, tournamentSubject(tournament), isPlatformMember);
  const running = tournament.status === "active";
  return (
    <>
      {manages ? (
        <Suspense fallback={null}>
          <OrganiserSettings tournament={tournament} />
        </Suspense>
      ) : null}
      {manages && running ? <OrganiserDesk tournament={tournament} /> : null}
      {running ? <MyMatches tournament={tournament} actor={actor} isPlatformMember={isPlatformMember} /> : null}
    </>
  );
}

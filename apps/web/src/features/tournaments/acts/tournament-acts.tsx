import type { Tournament } from "@turnuva/contract/tournaments";
import { tournamentsPolicy } from "@turnuva/contract/policies";
import { actorOf } from "@/lib/session/actor.ts";
import { useSession } from "@/lib/session/use-session.ts";
import { useIsPlatformMember } from "@/features/platforms/public/use-is-platform-member.ts";
import { tournamentSubject } from "./matches.ts";
import { MyMatches } from "./my-matches.tsx";
import { OrganiserDesk } from "./organiser-desk.tsx";

/**
 * Issue 25 on the tournament page: the organiser's desk for those who manage it, 'Maçlarım' for
 * its players; nothing for a visitor. Membership is asked only of a signed-in person.
 */
export function TournamentActs({ tournament }: { tournament: Tournament }) {
  const { user } = useSession();
  const actor = actorOf(user);
  const isPlatformMember = useIsPlatformMember(tournament.platform._id, user !== null);
  if (actor === null || tournament.status !== "active") return null;
  const manages = tournamentsPolicy.canManage(actor, tournamentSubject(tournament), isPlatformMember);
  return (
    <>
      {manages ? <OrganiserDesk tournament={tournament} /> : null}
      <MyMatches tournament={tournament} actor={actor} isPlatformMember={isPlatformMember} />
    </>
  );
}

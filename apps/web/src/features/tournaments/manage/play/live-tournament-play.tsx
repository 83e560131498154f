import type { Tournament } from "@turnuva/contract/tournaments";
import { ApiError } from "@/lib/api-client.ts";
import { commonTexts } from "@/texts/common.ts";
import { tournamentPlayTexts } from "@/texts/tournament-play.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { LiveAnnouncer } from "@/features/tournaments/live/live-announcer.tsx";
import { useLiveTournament } from "@/features/tournaments/live/use-live-tournament.ts";
import { TournamentPlay } from "./tournament-play.tsx";

const texts = tournamentPlayTexts.unfinished;

/**
 * The managing screen of a tournament read from the cache (every write stores its answer there)
 * and kept current by its event stream: a score someone else confirmed shows here too, and is
 * said in a polite live region. The score editors keep what is typed in them across a refetch
 * (their inputs are the browser's, keyed by match). `initial`: the creation's answer, the cache's
 * first copy when the screen opens on a tournament just created.
 */
export function LiveTournamentPlay({
  identifier,
  initial,
  onClose,
  viewerIsMember,
}: {
  identifier: string;
  initial?: Tournament;
  onClose?: () => void;
  /** Whether the person is a member of the tournament's platform (the policy's question). */
  viewerIsMember: boolean;
}) {
  const { query, announcement } = useLiveTournament(identifier, initial);
  const tournament = query.data;
  if (!tournament && query.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1">
          {texts.resumeFailed(query.error instanceof ApiError && query.error.fromServer ? query.error.message : texts.unknownError)}
        </p>
        {onClose ? (
          <Button variant="secondary" onClick={onClose}>
            {commonTexts.actions.close}
          </Button>
        ) : null}
      </Alert>
    );
  }
  if (!tournament) return <Spinner label={texts.opening} />;
  return (
    <>
      <LiveAnnouncer announcement={announcement} />
      <TournamentPlay identifier={identifier} onClose={onClose} viewerIsMember={viewerIsMember} />
    </>
  );
}

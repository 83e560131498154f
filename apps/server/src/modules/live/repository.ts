import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/database.ts";
import { tournamentParticipants } from "../../db/schema.ts";

/** Every participant's user id, in the order they were chosen (a caught-up event names them). */
export async function participantIdsOf(db: Executor, tournamentId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: tournamentParticipants.userId })
    .from(tournamentParticipants)
    .where(eq(tournamentParticipants.tournamentId, tournamentId))
    .orderBy(asc(tournamentParticipants.position));
  return rows.map((row) => row.userId);
}

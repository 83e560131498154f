import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { matchActsTexts } from "@/texts/match-acts.ts";
import { cx } from "@/ui/class-names.ts";
import { deadlineDate } from "./deadline-date.ts";

/**
 * Issue 25: 'Son gün: 3 Aralık 16:05' beside a week's or round's heading, from its matches (a
 * round shares one deadline); nothing once every match of it is played or where there is none.
 */
export function RoundDeadline({ matches, className }: { matches: readonly TournamentMatch[]; className?: string }) {
  const open = matches.find((match) => match.deadline !== null && !match.isBye && !match.isConfirmed && !match.isCompleted && !match.isNotNeeded);
  if (!open?.deadline) return null;
  return (
    <time dateTime={open.deadline} className={cx("text-sm font-normal text-slate-600", className)}>
      {matchActsTexts.deadline(deadlineDate(open.deadline))}
    </time>
  );
}

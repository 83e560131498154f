/**
 * Issue 28: the club (or national team) a player used in a match, as confirm, report and accept
 * send it: free text, one line, at most 40 characters once normalised (text.ts); empty means none.
 * No zod here, so the score forms check a club exactly as the server does.
 */
import { normalizeLine, textProblem } from "./text.ts";

export const clubRules = {
  maxLength: 40,
  messages: {
    tooLong: "Takım adı en fazla 40 karakter olabilir.",
    invalid: "Takım adı metin olmalıdır.",
  },
} as const;

/** Why a typed club cannot be taken, or null. Counted in code points, as the database's check counts. */
export function clubProblem(value: string): string | null {
  const broken = textProblem(value);
  if (broken) return broken;
  return [...normalizeLine(value)].length > clubRules.maxLength ? clubRules.messages.tooLong : null;
}

/** The club as stored: normalised, or null when nothing was typed. */
export function clubOf(value: string | null | undefined): string | null {
  if (value == null) return null;
  const club = normalizeLine(value);
  return club === "" ? null : club;
}

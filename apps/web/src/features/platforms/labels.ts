import { commonTexts } from "@/texts/common.ts";
import { platformTexts } from "@/texts/platforms.ts";

/** Part 1 §3: a play area's Turkish label; an unknown value as it is, a missing one 'Belirtilmemiş'. */
export function playAreaLabel(deviceType: string | null | undefined): string {
  if (!deviceType) return platformTexts.missing.playArea;
  return platformTexts.playArea(deviceType) ?? deviceType;
}

/** Part 1 §3: a missing game shows as 'Diğer'. */
export function gameLabel(game: string | null | undefined): string {
  return game || platformTexts.missing.game;
}

/** Part 1 §3: an unknown user's name shows as 'Bilinmeyen'. */
export function userLabel(username: string | null | undefined): string {
  return username || commonTexts.unknownPerson;
}

import { platformPageTexts } from "../texts/platform-pages.ts";
import { tournamentListTexts } from "../texts/tournament-list.ts";

const words = tournamentListTexts.relativeTime;
const { dateMissing, dateInvalid } = platformPageTexts.detail;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A stored moment as a Date, or the §8 word for why there is none. */
function readDate(value: string | null | undefined): Date | string {
  if (!value) return dateMissing;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? dateInvalid : date;
}

/**
 * Part 2 §9: how long ago, in the largest whole unit: 'Az önce' under a minute, then minutes,
 * hours, days under 7, weeks under 30 days, months (of 30 days) under a year, years. A moment
 * a little ahead of this clock (another machine's) is 'Az önce' too. Part 2 §8: 'Bilinmiyor' for
 * no date, 'Geçersiz Tarih' for one that cannot be read.
 */
export function relativeTime(value: string | null | undefined, now: number = Date.now()): string {
  const date = readDate(value);
  if (typeof date === "string") return date;
  const elapsed = now - date.getTime();
  if (elapsed < MINUTE) return words.justNow;
  if (elapsed < HOUR) return words.minutes(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return words.hours(Math.floor(elapsed / HOUR));
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return words.days(days);
  if (days < 30) return words.weeks(Math.floor(days / 7));
  if (days < 365) return words.months(Math.floor(days / 30));
  return words.years(Math.floor(days / 365));
}

const exactFormat = new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeStyle: "short" });

/** The moment itself ('23 Kasım 2026 19:16'), for a relative time's title. */
export function exactDate(value: string | null | undefined): string {
  const date = readDate(value);
  return typeof date === "string" ? date : exactFormat.format(date);
}

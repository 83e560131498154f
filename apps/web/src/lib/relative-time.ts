import { platformPageTexts } from "@/texts/platform-pages.ts";
import { tournamentListTexts } from "@/texts/tournament-list.ts";

const { justNow, dateFailed } = tournamentListTexts.relativeTime;
const { dateMissing, dateInvalid } = platformPageTexts.detail;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// The browser's own Turkish ('5 dakika önce', '2 hafta önce', '1 yıl önce'): the spec's words,
// without a table of our own to keep. Made on first use, not at load: building an Intl formatter
// is slow (about 125 ms on a throttled phone), and the first screen need not wait for it.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = {
  format: (value: number, unit: Intl.RelativeTimeFormatUnit) =>
    (relativeFormat ??= new Intl.RelativeTimeFormat("tr", { numeric: "always" })).format(value, unit),
};

/** A stored moment as a Date, or the §8 word for why there is none. */
function readDate(value: string | null | undefined): Date | string {
  if (!value) return dateMissing;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? dateInvalid : date;
}

/** The largest whole unit that fits: minutes, hours, days under 7, weeks under 30 days, months (of 30 days) under a year, years. */
function ago(elapsed: number): string {
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), "hour");
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return relative.format(-days, "day");
  if (days < 30) return relative.format(-Math.floor(days / 7), "week");
  if (days < 365) return relative.format(-Math.floor(days / 30), "month");
  return relative.format(-Math.floor(days / 365), "year");
}

/**
 * Part 1 §2 and part 2 §9: how long ago. 'Az önce' under a minute and at exactly one (a whole
 * minute, so until two minutes have passed), then as `ago` says. A moment a little ahead of this
 * clock (another machine's) is 'Az önce' too. Part 1 §8: 'Bilinmiyor' for no date, 'Geçersiz
 * Tarih' for one that cannot be read, 'Tarih Hatası' if writing it fails.
 */
export function relativeTime(value: string | null | undefined, now: number = Date.now()): string {
  const date = readDate(value);
  if (typeof date === "string") return date;
  const elapsed = now - date.getTime();
  if (elapsed < 2 * MINUTE) return justNow;
  try {
    return ago(elapsed);
  } catch {
    return dateFailed;
  }
}

// Written by hand rather than by Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeStyle:
// "short" }), whose output this is ('23 Kasım 2026 19:16'): building that formatter took about
// 100 ms on a throttled phone, paid by the first card of /turnuvalar for a title nobody sees then.
const MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"];
const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The moment itself ('23 Kasım 2026 19:16', the browser's time zone), for a relative time's title. */
export function exactDate(value: string | null | undefined): string {
  const date = readDate(value);
  if (typeof date === "string") return date;
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

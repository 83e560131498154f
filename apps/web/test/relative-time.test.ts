import { describe, expect, it, vi } from "vitest";
import { exactDate, relativeTime } from "@/lib/relative-time.ts";

const now = Date.parse("2026-11-23T12:00:00.000Z");
const ago = (ms: number) => new Date(now - ms).toISOString();
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

describe("relative time (part 1 §2, part 2 §9)", () => {
  it.each([
    [0, "Az önce"],
    [59 * second, "Az önce"],
    [-5 * minute, "Az önce"], // a clock a little ahead
    [minute, "Az önce"], // part 1 §2: "under 1 minute or exactly 1 minute"
    [minute + 59 * second, "Az önce"],
    [2 * minute, "2 dakika önce"],
    [59 * minute + 59 * second, "59 dakika önce"],
    [hour, "1 saat önce"],
    [23 * hour + 59 * minute, "23 saat önce"],
    [day, "1 gün önce"],
    [6 * day + 23 * hour, "6 gün önce"],
    [7 * day, "1 hafta önce"],
    [29 * day, "4 hafta önce"],
    [30 * day, "1 ay önce"],
    [364 * day, "12 ay önce"],
    [365 * day, "1 yıl önce"],
    [3 * 365 * day + 10 * day, "3 yıl önce"],
  ])("%d ms ago reads '%s'", (elapsed, label) => {
    expect(relativeTime(ago(elapsed), now)).toBe(label);
  });

  it("says 'Bilinmiyor' without a date and 'Geçersiz Tarih' for one it cannot read", () => {
    expect(relativeTime(null, now)).toBe("Bilinmiyor");
    expect(relativeTime(undefined, now)).toBe("Bilinmiyor");
    expect(relativeTime("", now)).toBe("Bilinmiyor");
    expect(relativeTime("dün", now)).toBe("Geçersiz Tarih");
    expect(exactDate(null)).toBe("Bilinmiyor");
    expect(exactDate("dün")).toBe("Geçersiz Tarih");
  });

  it("says 'Tarih Hatası' when the browser cannot write the date", () => {
    // A browser whose Intl fails (an old engine, a missing locale): the date reads, writing it throws.
    const fail = () => {
      throw new RangeError("Incorrect locale information provided");
    };
    const relative = vi.spyOn(Intl.RelativeTimeFormat.prototype, "format").mockImplementation(fail);
    try {
      expect(relativeTime(ago(3 * hour), now)).toBe("Tarih Hatası");
    } finally {
      relative.mockRestore();
    }
  });

  it("writes the exact moment in Turkish for the title", () => {
    expect(exactDate("2026-11-23T12:00:00.000Z")).toMatch(/^23 Kasım 2026 \d{2}:00$/);
  });

  it("writes it as the browser's own long Turkish date and short time would", () => {
    const browser = new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeStyle: "short" });
    for (let month = 0; month < 12; month++) {
      const moment = new Date(2026, month, month + 1, month * 2, month * 5);
      expect(exactDate(moment.toISOString())).toBe(browser.format(moment));
    }
  });
});

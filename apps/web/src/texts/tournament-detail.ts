import { legTexts } from "./legs.ts";

/**
 * Part 2 §2 "Tournament detail" and the views of a tournament's body (fixtures, standings,
 * bracket, champion), shared by the detail page and the managing screen; and the share link
 * button (part 2 §2, §8). The spec's sentences are verbatim; the rest is ours.
 */
export const tournamentDetailTexts = {
  notFoundOrLoading: "Turnuva bulunamadı veya yükleniyor...",
  unknownSystem: "Bilinmeyen turnuva sistemi.",
  backToList: "Tüm turnuvalara dön",
  platform: "Platform",
  /** Issue 25: the tournament's matches with their deadlines as a calendar file (…/calendar.ics). */
  addToCalendar: "Takvime ekle",
  /** One line under the title: system, participant count. */
  participantCount: (count: number) => `${count} katılımcı`,

  /** Ours: a system whose fixtures have not been drawn yet. */
  empty: {
    league: "Bu ligin fikstürü henüz oluşturulmadı.",
    group: "Bu turnuvanın grupları henüz oluşturulmadı.",
    elimination: "Bu eleme turnuvasının eşleşmeleri henüz oluşturulmadı.",
    challenge: "Bu meydan okumanın maçları henüz oluşturulmadı.",
  },

  noWinner: "Turnuva tamamlandı ancak kazanan henüz belirlenmemiş.",
  noPlaces: "Turnuva tamamlandı ancak dereceler henüz belirlenmemiş.",
  /** Part 2 §2 elimination wizard: the podium's words. */
  places: {
    heading: "Sonuçlar",
    champion: "ŞAMPİYON",
    second: "İKİNCİ",
    third: "ÜÇÜNCÜ",
  },

  participants: "Katılımcılar",
  seed: "Seri başı",
  fixtures: "Fikstür",
  /** Issue 27: a long fixture list shows one week or round at a time. */
  roundPager: {
    choose: "Gösterilen hafta",
    previous: "Önceki",
    next: "Sonraki",
    position: (index: number, total: number) => `${index} / ${total}`,
  },
  standings: "Puan Durumu",
  groupStandings: (label: string) => `Grup ${label} Puan Durumu`,
  groupTabs: "Grup Aşaması",
  groupTab: (label: string) => `Grup ${label}`,
  /** The columns of a standings table: short on screen, whole in `title` and for screen readers. */
  player: "Oyuncu",
  columns: {
    rank: { short: "#", full: "Sıra" },
    played: { short: "O", full: "Oynanan" },
    won: { short: "G", full: "Galibiyet" },
    drawn: { short: "B", full: "Beraberlik" },
    lost: { short: "M", full: "Mağlubiyet" },
    goalsFor: { short: "A", full: "Atılan gol" },
    goalsAgainst: { short: "Y", full: "Yenilen gol" },
    goalDifference: { short: "AV", full: "Averaj" },
    points: { short: "P", full: "Puan" },
  },
  /** Issue 28: under a table, the rule it was made with and what separated two players level on points. */
  tiebreakers: {
    rule: {
      overall: "Eşitlikte: Averaj (genel averaj, atılan gol)",
      headToHead: "Eşitlikte: İkili averaj (aralarındaki maçlar)",
    },
    reasons: {
      headToHeadPoints: "aralarındaki maçların puanı",
      headToHeadGoalDifference: "aralarındaki maçların averajı",
      headToHeadGoalsFor: "aralarındaki maçların golleri",
      goalDifference: "averaj",
      goalsFor: "atılan gol",
    },
    footnote: (below: string, above: string, reason: string) => `${below}, ${above} ile puanda eşit; ${reason} ayırdı.`,
    /** Said plainly: the alphabet, not football, put one above the other. */
    nameOnly: (below: string, above: string) => `${below} ile ${above} her ölçütte eşit; yalnızca isim sırası ayırdı.`,
    footnotes: "Eşitlik notları",
  },
  /** Read by screen readers on a highlighted row (its colour says it on screen). */
  topThree: "ilk üç",
  advancing: "üst tura çıkıyor",

  knockout: "Eleme Turları",
  /** Issue 28: a two-legged tie's matches and its aggregate. */
  legs: legTexts,
  bracket: "Eleme ağacı",
  score: (home: number, away: number) => `${home} – ${away}`,
  versus: "karşısında",
  /** Issue 28: the clubs the two players used; a side nobody gave says so, as the profile's history does (a lone dash read aloud says nothing). */
  clubs: (home: string | null, away: string | null) => `Takımlar: ${home ?? "belirtilmedi"} – ${away ?? "belirtilmedi"}`,
  notNeeded: "Gerek kalmadı",

  challenge: {
    series: "Seri",
    target: (bestOf: number, target: number) => `${bestOf} maçlık seri: ${target} galibiyete ulaşan kazanır`,
    rounds: "Maçlar",
  },

  share: {
    copy: "Turnuva Linkini Kopyala",
    copied: "Link Kopyalandı!",
    // Part 2 §2: the group wizard's link button says it without the exclamation mark.
    copiedGroup: "Link Kopyalandı",
    missing: "Link oluşturulamadı.",
    failed: "Link kopyalanamadı.",
    manual: "Linki seçip elle kopyalayabilirsiniz:",
    linkLabel: "Turnuva linki",
  },
} as const;

/**
 * Issue 29, the Swiss system ('İsviçre'): its wizard's and its detail view's own words, loaded with
 * them only (the platform page's budget pays for nothing here). The label and the chooser's line
 * are tournaments.ts's and tournament-wizards.ts's; the rounds are named by the server ('1. Tur').
 */
export const swissTexts = {
  wizard: {
    title: "İsviçre Turnuvası Oluştur",
    rounds: "Tur Sayısı",
    roundsHint: (fallback: number | null, max: number | null) =>
      fallback === null || max === null
        ? "Boş bırakılırsa katılımcı sayısına göre belirlenir."
        : `Boş bırakılırsa ${fallback} tur; en fazla ${max}.`,
    /** Ours: at least one round, and fewer than the players (nobody meets the same opponent twice). */
    roundsOutOfRange: (max: number) => `Tur sayısı 1 ile ${max} arasında olmalıdır.`,
    knockoutLegend: "İsviçre turlarından sonra eleme",
    noKnockout: "Yok",
    noKnockoutHint: "Şampiyon puan durumunun lideridir.",
    knockout: (size: number) => `İlk ${size}`,
    knockoutHint: (size: number) => (size === 2 ? "İlk iki final oynar." : `İlk ${size} eleme turlarına çıkar (1. sonuncuyla eşleşir).`),
    /** Ours: a knockout larger than the field. */
    knockoutTooLarge: (count: number) => `Elemeye katılımcı sayısından (${count}) fazla oyuncu çıkamaz.`,
  },
  view: {
    empty: "Bu İsviçre turnuvasının eşleşmeleri henüz oluşturulmadı.",
    rounds: "Turlar",
    buchholz: { short: "BH", full: "Buchholz" },
    /** Under the table: how players level on points are ordered (issue 29). */
    order: "Eşitlikte: Buchholz (rakiplerin puanı), Sonneborn-Berger, averaj, atılan gol",
  },
} as const;

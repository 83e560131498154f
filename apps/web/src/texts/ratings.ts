/**
 * Issue 28: the members' Elo ratings, on the platform page ('Sıralama') and on the profile. Loaded
 * only with those parts (they are lazy), so these words weigh on no page's first load.
 */
export const ratingTexts = {
  heading: "Sıralama",
  intro: "Onaylanan maçlara göre Elo puanı: herkes 1500 ile başlar; penaltıyla biten maç beraberlik sayılır, hükmen sonuçlanan maç puanı etkilemez.",
  failed: "Sıralama yüklenemedi.",
  empty: "Bu platformda henüz üye yok.",
  // 'Sıra', 'Puan' and 'Maç' are the standings' and the profile's words (texts/tournament-detail.ts, profile.ts).
  member: "Üye",
  change: "30 gün",
  changeLabel: "Son 30 gündeki değişim",
  /** A change with its sign: '+12', '−7' (a true minus sign), '0'. */
  signed: (change: number) => (change > 0 ? `+${change}` : change < 0 ? `−${Math.abs(change)}` : "0"),
  changeSpoken: (change: number) => (change > 0 ? `${change} puan arttı` : change < 0 ? `${Math.abs(change)} puan düştü` : "değişmedi"),
  unrated: "Henüz puanlı maçı yok",
  // The profile.
  profileHeading: "Elo Puanı",
  profileFailed: "Elo puanı yüklenemedi.",
  /** Beside the rating: its rated matches, named apart from the profile's own count of matches (walkovers and byes are not rated). */
  profileMatches: (count: number) => `${count} puanlanan maç`,
  chartCaption: (count: number) => `Son ${count} maçtan sonraki puan`,
  /** The chart's text alternative, one line per match, with its opponent. */
  pointSpoken: (date: string, opponent: string, rating: number, change: number) =>
    `${date} · ${opponent} karşısında: ${rating} puan (${change > 0 ? `+${change}` : change < 0 ? `−${Math.abs(change)}` : "±0"})`,
  pointsHeading: "Maç maç puan",
};

/** Part 1 §2 game pages (/oyun/{gameSlug}). */
export const gameTexts = {
  // Part 1 §8, verbatim: the game page's empty list, and its failure when the server gave no sentence.
  noPlatforms: "Bu oyun için henüz platform bulunmuyor.",
  platformsFailed: (game: string) => `Platformlar yüklenemedi: ${game}`,
  // Ours: the game's tournaments section (every status) before its first tournament.
  noTournaments: "Bu oyun için henüz turnuva bulunmuyor.",
  descriptions: {
    efootball:
      "eFootball, Konami'nin ücretsiz oynanabilen futbol oyunudur; PlayStation, Xbox, PC ve mobilde oynanır. Platformundaki arkadaşlarınla lig, grup ve eleme turnuvaları düzenleyip kimin sahanın hakimi olduğunu gör.",
    "ea-sports-fc":
      "EA Sports FC, Electronic Arts'ın lisanslı kulüp ve oyuncularla dolu futbol serisidir (eski adıyla FIFA). Konsolda, PC'de ya da mobilde oynayan arkadaşlarınla turnuva kur, skorları onayla, şampiyonu belirle.",
    diger:
      "Listede olmayan bir oyun mu oynuyorsun? Diğer kategorisinde istediğin oyun için platform kurup lig, eleme ya da meydan okuma turnuvaları düzenleyebilirsin.",
  },
} as const;

/**
 * The Create button's platform check and its dialog (part 1 §2, §4, §8). The button's own word is
 * navTexts.create; the timeout and 5xx sentences are common.ts's api texts, 'İptal' and 'Tekrar
 * Dene' platforms.ts's actions.
 */
export const createButtonTexts = {
  title: "Turnuva Oluştur",
  checking: "Platformların kontrol ediliyor...",
  redirecting: "Platformuna yönlendiriliyorsun...",
  // Part 1 §2: no platform, so no tournament; create one and invite friends, or join another.
  none: "Henüz hiçbir platformda değilsin, bu yüzden turnuva oluşturamazsın. Turnuva oluşturmak için bir platform kurup arkadaşlarını davet et ya da başka bir platforma katıl.",
  understood: "Anladım",
  toPlatforms: "Platformlara Git",
  // Part 1 §8, verbatim; shown as a note when the browser says the connection is slow-2g.
  slowConnection: "Bağlantınız çok yavaş. Lütfen daha iyi bir ağa bağlanın.",

  /** Part 1 §8 platform check errors, verbatim. */
  errors: {
    failed: "Platform durumu kontrol edilirken bir hata oluştu",
    sessionExpired: "Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.",
    forbidden: "Bu işlem için yetkiniz bulunmuyor.",
    offline: "İnternet bağlantınızı kontrol edin.",
    signedOut: "Lütfen önce giriş yapın",
  },
} as const;

/**
 * Part 1 §2 and §8: the platform screens. Shared by the list, the manager, the detail, edit and
 * game pages; each text once.
 */
export const platformTexts = {
  visitorIntro:
    "Platformlar, arkadaş gruplarının ve toplulukların turnuvalarını düzenlediği yerlerdir. Kendi platformunu kurmak ya da davet edildiğin platforma katılmak için giriş yap veya ücretsiz kayıt ol.",
  allPlatforms: "Tüm Platformlara Göz At",
  // Placeholders of the pages before this issue; each goes when its page is built.
  publicListSoon: "Herkese açık platform listesi çok yakında burada olacak.",
  managerSoon: "Platformlarını yönetebileceğin ve turnuva başlatabileceğin alan çok yakında burada olacak.",
  detailTitle: "Platform",
  detailSoon: "Platformun ayrıntıları, turnuvaları ve üyeleri çok yakında burada gösterilecek.",
  editTitle: "Platformu Düzenle",
  editSoon: "Platformunun oyununu, oyun alanını ve açıklamasını buradan düzenleyebileceksin. Bu sayfa çok yakında hazır olacak.",

  /** The shared platform card (part 1 §2). */
  card: {
    founder: "Kurucu",
    members: (count: number) => `${count} üye`,
    tournaments: (count: number) => `${count} turnuva`,
    game: "Oyun",
    playArea: "Oyun alanı",
    view: "Platformu Görüntüle →",
    imageAlt: (name: string) => `${name} platform resmi`,
  },

  /** Part 1 §3: what a missing value shows as. */
  missing: {
    playArea: "Belirtilmemiş",
    game: "Diğer",
    user: "Bilinmeyen",
  },

  /** Part 1 §3 play areas (deviceType) as people read them; an unknown value shows as it is. */
  playAreas: {
    efootball_crossplatform: "Çapraz platform",
    efootball_pc_steam: "PC (Steam)",
    efootball_ps5: "PlayStation 5",
    efootball_ps4: "PlayStation 4",
    efootball_xbox_series: "Xbox Series X|S",
    efootball_xbox_one: "Xbox One",
    efootball_mobil: "Mobil",
    fc_crossplatform: "Çapraz platform",
    fc_pc_steam: "PC (Steam)",
    fc_ps5: "PlayStation 5",
    fc_ps4: "PlayStation 4",
    fc_xbox_series: "Xbox Series X|S",
    fc_xbox_one: "Xbox One",
    fc_mobil: "Mobil",
    fc_nintendo_switch: "Nintendo Switch",
    generic_pc: "PC",
    generic_mobil: "Mobil",
    generic_konsol: "Konsol",
    generic_playstation: "PlayStation",
    generic_xbox: "Xbox",
    generic_nintendo: "Nintendo",
    generic_diger: "Diğer",
  } as Readonly<Record<string, string>>,
} as const;

/** 'Diğer' is both the game of part 1 §1 (and what a missing game shows as) and a play area. */
const other = "Diğer";

/** Part 1 §3 play areas: the same device reads the same in every game (efootball_ps5, fc_ps5). */
const playAreaNames = {
  crossplatform: "Çapraz platform",
  pcSteam: "PC (Steam)",
  ps5: "PlayStation 5",
  ps4: "PlayStation 4",
  xboxSeries: "Xbox Series X|S",
  xboxOne: "Xbox One",
  mobile: "Mobil",
  nintendoSwitch: "Nintendo Switch",
  pc: "PC",
  console: "Konsol",
  playstation: "PlayStation",
  xbox: "Xbox",
  nintendo: "Nintendo",
  other,
} as const;

const playAreaKinds: Readonly<Record<string, keyof typeof playAreaNames>> = {
  efootball_crossplatform: "crossplatform",
  efootball_pc_steam: "pcSteam",
  efootball_ps5: "ps5",
  efootball_ps4: "ps4",
  efootball_xbox_series: "xboxSeries",
  efootball_xbox_one: "xboxOne",
  efootball_mobil: "mobile",
  fc_crossplatform: "crossplatform",
  fc_pc_steam: "pcSteam",
  fc_ps5: "ps5",
  fc_ps4: "ps4",
  fc_xbox_series: "xboxSeries",
  fc_xbox_one: "xboxOne",
  fc_mobil: "mobile",
  fc_nintendo_switch: "nintendoSwitch",
  generic_pc: "pc",
  generic_mobil: "mobile",
  generic_konsol: "console",
  generic_playstation: "playstation",
  generic_xbox: "xbox",
  generic_nintendo: "nintendo",
  generic_diger: "other",
};

/**
 * Part 1 §2 and §8: the platform screens. Shared by the list, the manager, the detail, edit and
 * game pages; each text once.
 */
export const platformTexts = {
  visitorIntro:
    "Platformlar, arkadaş gruplarının ve toplulukların turnuvalarını düzenlediği yerlerdir. Kendi platformunu kurmak ya da davet edildiğin platforma katılmak için giriş yap veya ücretsiz kayıt ol.",
  allPlatforms: "Tüm Platformlara Göz At",

  /** The public list of /platformlar (part 1 §2, §8). 'Bir Hata Oluştu' is common.ts's. */
  publicList: {
    label: "Herkese açık platformlar",
    loadFailed: "Platformlar yüklenirken bir sorunla karşılaşıldı. Lütfen daha sonra tekrar deneyin.",
    empty: "Gösterilecek platform bulunamadı.",
  },

  /** Buttons several platform screens share (lists that failed, dialogs). */
  actions: {
    cancel: "İptal",
  },

  /** Part 1 §2: how member lists mark the platform's owner. */
  ownerBadge: "Platform Sahibi",

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
    game: other,
  },

  /**
   * Part 1 §3: a play area (deviceType) as people read it, or undefined for a value we do not
   * know (shown as it is). A function over the names below: each name is written once.
   */
  playArea: (deviceType: string): string | undefined =>
    Object.hasOwn(playAreaKinds, deviceType) ? playAreaNames[playAreaKinds[deviceType]!] : undefined,
} as const;

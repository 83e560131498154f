/**
 * Part 2 §2 "Tournament list" (/turnuvalar), its cards (also on the game pages) and §9's relative
 * times. System and status labels are tournaments.ts's; 'Şampiyon', 'N katılımcı' and the
 * missing or unreadable date are the platform page's card words (platform-pages.ts), said once.
 */
export const tournamentListTexts = {
  intro: "Tamamlanan, devam eden ve duraklatılan turnuvalar burada listelenir.",

  filters: {
    label: "Turnuva filtreleri",
    search: "Turnuva ara",
    searchPlaceholder: "Turnuva adı",
    system: "Turnuva sistemi",
    allSystems: "Tüm sistemler",
    platform: "Turnuva platformu",
    allPlatforms: "Tüm platformlar",
    /** A platform of the filter with how many tournaments it has. */
    platformOption: (name: string, count: number) => `${name} (${count})`,
    clear: "Filtreleri Temizle",
  },

  /** Part 2 §2: completed (the default), active, paused; each with its count from the stats. */
  tabs: {
    label: "Turnuva durumları",
    completed: "Tamamlanan",
    active: "Devam Eden",
    paused: "Duraklatılan",
    withCount: (label: string, count: number) => `${label} (${count})`,
  },

  /** Part 2 §2: an empty state per tab. */
  empty: {
    completed: "Tamamlanmış turnuva bulunamadı.",
    active: "Devam eden turnuva bulunamadı.",
    paused: "Duraklatılmış turnuva bulunamadı.",
  },

  loadFailed: "Turnuva listesi yüklenemedi.",
  // Part 2 §2, verbatim: nothing more can load.
  allLoaded: "Tüm turnuvalar yüklendi",
  loadMore: "Daha fazla turnuva yükle",

  /** The card's last activity: the finish date when completed, else the last update. */
  lastActivity: "Son etkinlik",

  /** Part 2 §9 relative time labels. */
  relativeTime: {
    justNow: "Az önce",
    // Part 1 §8: a date that could not be written.
    dateFailed: "Tarih Hatası",
  },
} as const;

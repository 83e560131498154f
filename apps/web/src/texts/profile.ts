/** Issue 28: a side of a match whose club nobody recorded. */
const noClub = "belirtilmedi";

/** Part 1 §2 profile pages, §8 profile and history texts, and the comparison in tab 3. */
export const profileTexts = {
  title: (username: string) => `${username} Profili - İstatistikler`,
  loading: "İstatistikler yükleniyor...",

  header: {
    activePlayer: "Aktif Oyuncu",
    activePlayerRule: (days: number) => `Son ${days} gün içinde onaylanmış bir maçı var.`,
    matchCount: (n: number) => `${n} maç`,
    lastMatch: "Son maç",
    /** Issue 25, the own profile only: the person's open matches with their deadlines as a calendar file. */
    addToCalendar: "Maçlarımı takvime ekle",
  },

  general: {
    heading: "Genel Maç İstatistikleri",
    matches: "Maç",
    goalsScored: "Attığı Gol",
    goalsConceded: "Yediği Gol",
    winRate: "Galibiyet Oranı",
    goalsPerMatch: "Maç Başına Gol",
  },

  tournaments: {
    heading: "Turnuva Performansı",
    played: "Katıldığı Turnuva",
    won: "Şampiyonluk",
    winRate: "Şampiyonluk Oranı",
  },

  challenges: {
    heading: "Meydan Okuma Performansı",
    played: "Toplam Meydan Okuma",
    won: "Kazandığı",
    lost: "Kaybettiği",
    winRate: "Kazanma Oranı",
  },

  recent: {
    heading: "Son Performans",
    // Part 1 §8: a failed or empty recent performance.
    none: "Performans verisi yok",
    listLabel: "Son maç sonuçları, en yenisi solda",
    winPercentage: "Genel Galibiyet Yüzdesi",
    powerScore: "Güç Puanı",
    powerScoreRule: "Galibiyet yüzdesi × 10",
  },

  chart: {
    heading: "Son Maçlarda Goller",
    scored: "Attığı",
    conceded: "Yediği",
    match: (n: number, opponent: string, scored: number, conceded: number) => `${n}. maç, ${opponent} karşısında: ${scored} attı, ${conceded} yedi`,
    /** Issue 25: a walkover is a result without goals. */
    walkover: (n: number, opponent: string) => `${n}. maç, ${opponent} karşısında: hükmen, gol yok`,
    caption: (n: number) => `Son ${n} maçta atılan ve yenen goller, eskiden yeniye.`,
  },

  history: {
    heading: "Maç Geçmişi",
    total: (n: number) => `${n} maç`,
    emptyOwn: "Henüz hiç maç oynamamışsınız",
    emptyOwnHint: "Bir turnuvaya katılın ya da platformunuzda yeni bir turnuva başlatın.",
    emptyOther: "Bu kullanıcı henüz hiç maç oynamamış",
    failed: "Maç Geçmişi Yüklenemedi",
    failedFallback: "Maç geçmişi yüklenirken bir hata oluştu. Lütfen tekrar deneyin.",
    allLoaded: (n: number) => `Tüm maçlar yüklendi (${n} maç)`,
    against: "Rakip",
    score: (own: number, opponent: string, theirs: number) => `Skor: ${own} - ${theirs}, rakip ${opponent}`,
    /** Issue 28: after the score, for screen readers; the eye reads '(4–3 pen.)'. */
    shootout: (own: number, theirs: number) => `, penaltılarda ${own} - ${theirs}`,
    /** Issue 28: the clubs of a match, own first; a side without one says so. */
    clubsLabel: "Takımlar",
    clubs: (own: string | null, theirs: string | null) => `${own ?? noClub} – ${theirs ?? noClub}`,
  },

  /** Issue 28: the clubs a player used, most used first. */
  clubs: {
    heading: "En Çok Kullandığı Takımlar",
    caption: "Kullandığı takımlar, en çok kullanılan önce: maç, galibiyet ve galibiyet oranı.",
    club: "Takım",
    // 'Maç', 'Galibiyet' and 'Galibiyet Oranı' are written once: the general figures' and the
    // standings' words (general.matches, general.winRate, tournamentDetailTexts.columns.won.full).
    /** The rate's column title where the full words do not fit (under the sm breakpoint). */
    winRateShort: "Oran",
    none: "Henüz kaydedilmiş bir takım yok.",
    rule: "Penaltılarla kazanılan maç beraberlik sayılır; hükmen galibiyet galibiyettir.",
  },

  /** Issue 26: the own profile's settings (the preferences' texts are texts/notifications.ts). */
  settings: {
    changePassword: "Şifre Değiştir",
    currentPassword: "Mevcut Şifre",
    change: "Şifreyi Değiştir",
    changing: "Değiştiriliyor...",
  },

  compare: {
    heading: "Üyeleri Karşılaştır",
    intro: "İki üyeyi seçin: aralarındaki bütün maçlar, kim kaç kez kazandı ve kaç gol attı.",
    first: "Birinci oyuncu",
    second: "İkinci oyuncu",
    search: "Üye ara",
    choose: "Üye seçin",
    noMatch: "Bu aramaya uyan üye yok.",
    everywhere: "Bütün platformlardaki maçları say",
    submit: "Karşılaştır",
    // Part 1 §8.
    failed: (message: string) => `Kullanıcılar karşılaştırılırken bir hata oluştu: ${message}`,
    sameAsShown: "Bu iki oyuncunun karşılaştırması aşağıda; başka bir oyuncu seçin.",
    totalMatches: "Toplam Maç",
    wins: (username: string) => `${username} galibiyeti`,
    goals: (username: string) => `${username} golü`,
    never: "Bu iki oyuncu henüz hiç karşılaşmamış.",
    historyHeading: "Karşılaşmalar",
    /** Issue 28: the clubs of one meeting, the first player's first. */
    clubs: (player1: string, club1: string | null, player2: string, club2: string | null) =>
      `${player1}: ${club1 ?? noClub} · ${player2}: ${club2 ?? noClub}`,
  },
} as const;

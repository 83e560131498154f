/**
 * Texts every area uses: the product's name, the names of the places and the two account actions
 * (one word for a link, a heading and a button alike), loading and failure sentences. Each text
 * is written once in `texts/`; a test fails on a duplicate or an entry nobody uses. This module
 * comes with the shell, so "/" pays for every entry: a text only one lazily loaded part shows
 * goes into that part's own module (not-found.ts, toasts.ts).
 */

const appName = "Turnuvam";

export const commonTexts = {
  appName,
  pageTitle: (page: string) => `${page} | ${appName}`,
  loading: "Yükleniyor...",
  sessionChecking: "Oturum kontrol ediliyor...",
  skipToContent: "İçeriğe geç",
  avatarAlt: (username: string) => `${username} profil resmi`,
  email: "E-posta",
  /** A person whose name is missing: a deleted account, a participant the answer does not name. */
  unknownPerson: "Bilinmeyen",
  sessionCheckFailed: "Oturum doğrulanamadı. Lütfen tekrar giriş yapın.",

  /** The places of part 1 §2, as the header, bottom bar, footer and page titles name them. */
  places: {
    home: "Ana Sayfa",
    platforms: "Platformlar",
    myPlatforms: "Platformlarım",
    tournaments: "Turnuvalar",
    finishedTournaments: "Biten Turnuvalar",
    about: "Hakkımızda",
    contact: "İletişim",
    privacy: "Gizlilik Politikası",
    terms: "Kullanım Koşulları",
  },

  actions: {
    login: "Giriş Yap",
    register: "Kayıt Ol",
    logout: "Çıkış Yap",
    close: "Kapat",
    retry: "Tekrar Dene",
    loadMore: "Daha Fazla Yükle",
  },

  /** What a failed call says when the server did not say it itself. */
  api: {
    network: "Sunucuya bağlanılamadı. İnternet bağlantınızı kontrol edin.",
    timeout: "Bağlantı zaman aşımına uğradı. Lütfen tekrar deneyin.",
    // The spec's 5xx sentence (part 1 §8), as the server's serverMessages.internal says it. Written
    // again rather than imported: a value from the contract brings zod into the first screen (+7 kB).
    server: "Sunucu hatası. Lütfen daha sonra tekrar deneyin.",
    unexpected: "Beklenmeyen bir hata oluştu.",
  },

  routeError: {
    title: "Bir Hata Oluştu",
    text: "Sayfa gösterilirken beklenmeyen bir sorun çıktı. Sayfayı yenilemeyi deneyebilirsin.",
    reload: "Sayfayı Yenile",
  },
} as const;

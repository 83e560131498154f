/**
 * The route table of part 1 §2, word for word, with href builders so no screen spells a URL by
 * hand. `pattern` is what the router matches; `href` builds a link to it.
 */
export const paths = {
  home: { pattern: "/", href: () => "/" },
  login: { pattern: "/giris-yap", href: () => "/giris-yap" },
  register: { pattern: "/kayit-ol", href: () => "/kayit-ol" },
  // Issue 26: account recovery; the reset link of the mail carries its token as `?token=`.
  forgotPassword: { pattern: "/sifremi-unuttum", href: () => "/sifremi-unuttum" },
  resetPassword: { pattern: "/sifre-sifirla", href: () => "/sifre-sifirla" },
  tournaments: { pattern: "/turnuvalar", href: () => "/turnuvalar" },
  tournament: {
    pattern: "/turnuvalar/:identifier",
    href: (identifier: string) => `/turnuvalar/${encodeURIComponent(identifier)}`,
  },
  // The share-link form copied by the wizards (part 2 §2).
  tournamentShare: {
    pattern: "/tournaments/:identifier",
    href: (identifier: string) => `/tournaments/${encodeURIComponent(identifier)}`,
  },
  platforms: { pattern: "/platformlar", href: () => "/platformlar" },
  platform: {
    pattern: "/platformlar/:slug",
    href: (slug: string) => `/platformlar/${encodeURIComponent(slug)}`,
  },
  platformEdit: {
    pattern: "/platformlar/:platformId/duzenle",
    href: (platformId: string) => `/platformlar/${encodeURIComponent(platformId)}/duzenle`,
  },
  ownProfile: { pattern: "/profil", href: () => "/profil" },
  profile: {
    pattern: "/profil/:username",
    href: (username: string) => `/profil/${encodeURIComponent(username)}`,
  },
  game: { pattern: "/oyun/:gameSlug", href: (gameSlug: string) => `/oyun/${encodeURIComponent(gameSlug)}` },
  about: { pattern: "/hakkimizda", href: () => "/hakkimizda" },
  privacy: { pattern: "/gizlilik-politikasi", href: () => "/gizlilik-politikasi" },
  terms: { pattern: "/kullanim-kosullari", href: () => "/kullanim-kosullari" },
  contact: { pattern: "/iletisim", href: () => "/iletisim" },
  // Served by the server, not the SPA: link to it with a plain <a>.
  sitemap: { href: () => "/sitemap.xml" },
} as const;

/**
 * Where to go back to after login. Only same-site paths are accepted, so a crafted link cannot
 * send a freshly logged-in user to another site.
 */
export function safeReturnPath(value: unknown, fallback: string = paths.home.href()): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return fallback;
  }
  return value;
}

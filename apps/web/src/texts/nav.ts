import { commonTexts } from "./common.ts";

/** The header, the phone's bottom bar and the footer (part 1 §2). Place names are in common.ts. */
export const navTexts = {
  mainLabel: "Ana menü",
  bottomLabel: "Alt menü",
  footerLabel: "Alt bilgi bağlantıları",
  // Part 1 §2: Create leads to the platforms (the platform check arrives with the platforms issue).
  create: "Oluştur",
  more: "Menü",
  profile: "Profil",

  footer: {
    tagline: "Topluluğunla turnuva düzenlemenin ücretsiz yolu.",
    sitemap: "Site Haritası",
    copyright: (year: number) => `© ${year} ${commonTexts.appName}. Tüm hakları saklıdır.`,
  },
} as const;

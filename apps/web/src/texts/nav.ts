import { commonTexts } from "./common.ts";

/** The header, the phone's bottom bar and the footer (part 1 §2). Place names are in common.ts. */
export const navTexts = {
  mainLabel: "Ana menü",
  bottomLabel: "Alt menü",
  footerLabel: "Alt bilgi bağlantıları",
  // Part 1 §2: the Create button, which checks the person's platforms (texts/create-button.ts).
  create: "Oluştur",
  more: "Menü",
  profile: "Profil",
  // The theme choice's name: the visitor's button in the desktop header, and the group in each menu.
  theme: "Tema",

  footer: {
    tagline: "Topluluğunla turnuva düzenlemenin ücretsiz yolu.",
    sitemap: "Site Haritası",
    copyright: (year: number) => `© ${year} ${commonTexts.appName}. Tüm hakları saklıdır.`,
  },
} as const;

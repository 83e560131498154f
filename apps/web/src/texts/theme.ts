/** The theme choice in the layout's menus; it loads with them ('Tema' itself is in nav.ts). */
export const themeTexts = {
  choices: {
    light: "Açık",
    dark: "Koyu",
    system: "Sistem",
  },
} as const;

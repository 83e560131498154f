/**
 * The fields of the platform form (part 1 §2, §5), shared by the creation form of /platformlar and
 * the edit page; a module of their own, so the edit page does not carry the manager's texts.
 */
export const platformFormTexts = {
  name: "Platform Adı",
  game: "Oyun Serisi",
  gamePlaceholder: "Oyun serisi seçin",
  playArea: "Oyun Alanı",
  playAreaPlaceholder: "Oyun alanı seçin",
  playAreaNeedsGame: "Önce bir oyun serisi seçin.",
  description: "Açıklama (isteğe bağlı)",
  counter: (used: number, max: number) => `${used}/${max} karakter`,
} as const;

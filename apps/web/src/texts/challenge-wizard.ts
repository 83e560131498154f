/**
 * Part 2 §2, the challenge creator's own words ('Meydan Okuma Turnuvası Oluştur' is with the other
 * wizards' titles), loaded with it only: the other wizards do not carry them.
 */
export const challengeWizardTexts = {
  first: "Gladyatör 1",
  firstPlaceholder: "Gladyatör 1'i seçin",
  second: "Gladyatör 2",
  secondPlaceholder: "Gladyatör 2'yi seçin",
  bestOf: "Seri Uzunluğu",
  bestOfPlaceholder: "Seri uzunluğunu seçin",
  bestOfOption: (bestOf: number) => `${bestOf} maç (${Math.ceil(bestOf / 2)} galibiyet alan kazanır)`,
  submit: "Meydan Okumayı Başlat",
} as const;

/**
 * Issue 29, double elimination's detail view: its headings, loaded with it only. The round names
 * come from the server ('Kazananlar 1. Tur', 'Kaybedenler 2. Tur', 'Büyük Final', 'Büyük Final (Tekrar)').
 */
export const doubleEliminationViewTexts = {
  empty: "Bu çift eleme turnuvasının eşleşmeleri henüz oluşturulmadı.",
  winners: "Kazananlar Tablosu",
  losers: "Kaybedenler Tablosu",
  grandFinal: "Büyük Final",
} as const;

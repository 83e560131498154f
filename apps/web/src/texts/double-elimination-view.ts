/**
 * Issue 29, double elimination's detail view: its headings, loaded with it only. The round names
 * come from the server ('Kazananlar 1. Tur', 'Kaybedenler Finali', 'Büyük Final', 'Büyük Final (Tekrar)'); the
 * grand final's section is 'Final Tablosu', beside the two brackets', so that it and its first round
 * ('Büyük Final') do not share a name (two regions of one name: axe's landmark-unique).
 */
export const doubleEliminationViewTexts = {
  empty: "Bu çift eleme turnuvasının eşleşmeleri henüz oluşturulmadı.",
  winners: "Kazananlar Tablosu",
  losers: "Kaybedenler Tablosu",
  grandFinal: "Final Tablosu",
} as const;

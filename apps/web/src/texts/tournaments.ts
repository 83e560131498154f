/** Part 2 tournament pages. Until the tournament screens land they say what is coming. */
export const tournamentTexts = {
  intro: "Tamamlanan, devam eden ve duraklatılan turnuvalar burada listelenir.",
  listSoon: "Turnuva listesi çok yakında burada olacak.",
  detailTitle: "Turnuva Detayları",
  detailSoon: "Fikstür, puan tablosu ve şampiyon çok yakında burada gösterilecek.",
  backToList: "Tüm turnuvalara dön",
} as const;

/** Part 1 §2 'Sayfa Bulunamadı' (ui/not-found-view.tsx, loaded with the 404 page or a feature's). */
export const notFoundTexts = {
  title: "Sayfa Bulunamadı",
  text: "Aradığın sayfa taşınmış, silinmiş ya da hiç var olmamış olabilir.",
  backHome: "Ana sayfaya dön",
} as const;

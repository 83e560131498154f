/**
 * The platform detail page (/platformlar/{slug}) and the edit page (/platformlar/{id}/duzenle),
 * part 1 §2 and §8. The card's words (founder, game, play area, member count) are platforms.ts's;
 * the form's labels and 'Düzenle' are the manager's (platform-manager.ts), which has the same form.
 */
export const platformPageTexts = {
  // Part 1 §8, verbatim: the detail page's and the edit page's load failure.
  loadFailed: "Platform detayları yüklenemedi.",

  detail: {
    notFoundTitle: "Platform Bulunamadı",
    notFoundText: "Aradığın platform silinmiş ya da adresi değişmiş olabilir.",
    /** The page's description for search results when the platform has none of its own. */
    metaDescription: (name: string, game: string) => `${name}: ${game} platformunun turnuvaları, şampiyonları ve üyeleri.`,
    members: "Platform Üyeleri",
    memberCount: "Üye sayısı",
    completedTournaments: "Tamamlanan turnuva",
    // Part 1 §8, verbatim.
    tournamentsFailed: "Platform turnuvaları yüklenemedi.",
    membersFailed: "Platform üyeleri yüklenemedi.",
    noTournaments: "Bu platformda henüz turnuva bulunmuyor.",
    // Part 1 §2: reveals 6 more per press; n is how many are still hidden.
    showMore: (hidden: number) => `Daha Fazla Göster (${hidden} tane daha)`,
    details: "Detaylar →",
    participants: (count: number) => `${count} katılımcı`,
    champion: "Şampiyon",
    /** Part 1 §8 dates: a missing one, an unreadable one. */
    dateMissing: "Bilinmiyor",
    dateInvalid: "Geçersiz Tarih",
  },

  edit: {
    title: "Platformu Düzenle",
    intro: "Platformunun oyununu, oyun alanını ve açıklamasını değiştirebilirsin.",
    save: "Değişiklikleri Kaydet",
    saving: "Kaydediliyor...",
    toPlatform: "Platform sayfasına git",
    // Part 1 §8, verbatim.
    notOwner: "Bu platformu düzenleme yetkiniz yok.",
    notFound: "Platform bulunamadı veya erişim yetkiniz yok.",
    saved: "Platform başarıyla güncellendi!",
    saveFailed: "Platform güncellenirken bir hata oluştu.",
  },
} as const;

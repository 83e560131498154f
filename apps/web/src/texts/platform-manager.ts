/**
 * The platform manager of /platformlar for a signed-in person (part 1 §2, §4, §8): their
 * platforms, the creation form, invitations, the selected platform's tabs and the owner's dialogs.
 * Texts in quotes in the spec are written as it quotes them. The place names ('Platformlarım'),
 * 'Kurucu', 'Platform Sahibi', 'İptal' and 'Tekrar Dene' live in common.ts and platforms.ts.
 */
export const platformManagerTexts = {
  intro: "Platformlarını yönet, yeni bir platform kur ve sana gelen davetleri yanıtla.",

  myPlatforms: {
    loadFailed: "Platformların yüklenemedi. Lütfen biraz sonra tekrar dene.",
    empty: "Henüz bir platformun yok. Yeni bir platform oluştur ya da sana gelen bir daveti kabul et.",
    invite: "Üye Davet Et",
    removeMembers: "Üye Çıkar",
    edit: "Düzenle",
  },

  /** The creation form's own; its fields' labels are platform-form.ts's. */
  create: {
    toggle: "Yeni Platform Oluştur",
    submit: "Platform Oluştur",
    busy: "Oluşturuluyor...",
    created: "Platform başarıyla oluşturuldu!",
    failed: "Platform oluşturulurken bir hata oluştu.",
  },

  invitations: {
    heading: "Platform Davetleri",
    loadFailed: "Platform davetlerin yüklenemedi.",
    empty: "Bekleyen platform davetiniz bulunmuyor.",
    accept: "Kabul Et",
    accepting: "Kabul ediliyor...",
    accepted: "Davet kabul edildi!",
    acceptFailed: (message: string) => `Davet kabul edilirken bir hata oluştu: ${message}`,
    // Issue 25: turning an invitation down.
    decline: "Reddet",
    declining: "Reddediliyor...",
    declined: "Davet reddedildi.",
    declineFailed: (message: string) => `Davet reddedilirken bir hata oluştu: ${message}`,
  },

  selected: {
    back: "Platformlarıma dön",
    tabsLabel: "Platform bölümleri",
    tabs: {
      newTournament: "Yeni Turnuva",
      active: "Aktif/Yarım",
      members: "Karşılaştır/Üyeler",
    },
    membersHeading: "Üyeler",
    notMine: "Bu platform platformların arasında yok: üyesi olmayabilirsin ya da platform artık bulunmuyor olabilir.",
  },

  members: {
    dialogTitle: (platform: string) => `${platform} üyeleri`,
    loadFailed: "Platform üyeleri yüklenirken bir hata oluştu.",
    onlyOwner: "Bu platformda senden başka üye yok.",
    remove: "Çıkar",
    removeLabel: (username: string) => `${username} üyesini çıkar`,
  },

  invite: {
    title: (platform: string) => `${platform} platformuna davet gönder`,
    warning: "Davet edeceğin kişinin siteye önceden kayıt olmuş olması gerekir; davet, kayıtlı e-posta adresiyle eşleştirilir.",
    submit: "Davet Gönder",
    busy: "Gönderiliyor...",
    failed: (message: string) => `Davet gönderilirken bir hata oluştu: ${message}`,
    unknownError: "Bilinmeyen bir hata oluştu.",
  },

  remove: {
    title: "Üyeyi Çıkar",
    question: (username: string) => `${username} adlı üyeyi platformdan çıkarmak istediğine emin misin?`,
    no: "Hayır",
    yes: "Evet, Çıkar",
    busy: "Çıkarılıyor...",
    failed: "Üye çıkarılırken bir hata oluştu.",
    unexpected: "Üye çıkarılırken beklenmeyen bir hata oluştu.",
  },
} as const;

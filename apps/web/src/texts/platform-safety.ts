/**
 * Issue 25, the platform's safety nets, in their own module: each part that shows them loads on
 * its own (the owner's members dialog, the platform's page, the edit page), and the platform
 * manager of /platformlar, which has almost no room left, does not carry them. 'Hayır' is the
 * removal question's (platform-manager.ts); declining an invitation is in the manager's list.
 */
export const platformSafetyTexts = {
  /** A member who is not the owner leaves, after a second step on the platform's page. */
  leave: {
    button: "Platformdan Ayrıl",
    question: (platform: string) => `${platform} platformundan ayrılmak istediğine emin misin?`,
    consequence:
      "Oynadığın turnuvalar ve maçların silinmez. Sürmekte olan turnuvalarda kalan maçlarının skorunu artık sen bildiremezsin; onları organizatör sonuçlandırır. Yeniden katılmak için yeni bir davet gerekir.",
    yes: "Evet, Ayrıl",
    busy: "Ayrılıyor...",
    failed: (message: string) => `Platformdan ayrılırken bir hata oluştu: ${message}`,
  },

  /** The owner's invitations still waiting, under the members: the address typed and when. */
  sent: {
    heading: "Bekleyen Davetler",
    loadFailed: "Bekleyen davetler yüklenemedi.",
    empty: "Bekleyen davet yok.",
    sentOn: (date: string) => `${date} tarihinde gönderildi`,
    cancel: "Geri Al",
    cancelLabel: (email: string) => `${email} davetini geri al`,
    cancelling: "Geri alınıyor...",
    cancelled: "Davet geri alındı.",
    cancelFailed: (message: string) => `Davet geri alınırken bir hata oluştu: ${message}`,
  },

  /**
   * Before removing someone who plays in a running tournament of the platform. They stay in it (the
   * matches reference people, not memberships), but may no longer report scores (canReport asks
   * for a member): the organiser enters them or awards a walkover.
   */
  removeRunning: (username: string, count: number) =>
    `${username} bu platformda sürmekte olan ${count} turnuvada oynuyor. Çıkarılsa da o turnuvalarda kalır: oynadığı maçlar ve sonuçlar silinmez, ` +
    `ama kalan maçlarının skorunu artık kendisi bildiremez; o maçları organizatör sonuçlandırır (skoru girer ya da hükmen verir).`,

  /** The edit page's danger zone: the owner deletes the platform after typing its name ('Siliniyor...' is images.ts's). */
  remove: {
    heading: "Tehlikeli Bölge",
    warning: (count: number) =>
      `${count > 0 ? `Platform, içindeki ${count} turnuva ve bütün maçlarıyla birlikte` : "Platform"} kalıcı olarak silinir; üyelikler ve bekleyen davetler de gider. Bu işlem geri alınamaz.`,
    nameLabel: (platform: string) => `Onaylamak için platformun adını yaz: ${platform}`,
    submit: "Platformu Sil",
    failed: (message: string) => `Platform silinirken bir hata oluştu: ${message}`,
  },
} as const;

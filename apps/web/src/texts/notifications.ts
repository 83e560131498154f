/** Issue 26: the bell's panel and the profile's notification preferences (the kinds' names are the contract's). */
export const notificationTexts = {
  loading: "Bildirimler yükleniyor...",
  loadMore: "Daha fazla",
  unread: "Okunmamış",
  failed: "Bildirimler yüklenemedi. Lütfen tekrar deneyin.",
  preferences: {
    intro: "Her bildirim uygulamada listelenir; hangilerinin ayrıca e-posta ya da telefon bildirimi olarak gelmesini istediğinizi seçin.",
    kind: "Bildirim türü",
    emailFor: (kind: string) => `${kind}: E-posta`,
    pushFor: (kind: string) => `${kind}: Bildirim`,
    loading: "Tercihler yükleniyor...",
  },
} as const;

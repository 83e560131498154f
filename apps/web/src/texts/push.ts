/** Issue 26: the 'Bu cihazda bildirim al' switch of the notification preferences (features/notifications/public/push-toggle.tsx). */
export const pushTexts = {
  label: "Bu cihazda bildirim al",
  /** What the line under the switch says in each state. */
  states: {
    checking: "Bu cihazın bildirim durumu okunuyor…",
    unsupported: "Bu tarayıcı anlık bildirimleri desteklemiyor.",
    blocked: "Bu sitenin bildirimleri tarayıcınızın ayarlarında engellenmiş. Ayarlardan izin verdikten sonra yeniden deneyin.",
    on: "Açık: seçtiğiniz bildirimler bu cihaza gönderilecek.",
    off: "Kapalı: bu cihaza bildirim gönderilmiyor.",
    working: "Bildirim ayarı değiştiriliyor…",
  },
  /** The browser's permission question was closed without an answer. */
  dismissed: "Bildirim izni verilmedi; bildirimler kapalı kaldı.",
  failed: "Bildirim ayarı değiştirilemedi. Lütfen tekrar deneyin.",
} as const;

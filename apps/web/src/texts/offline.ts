/** Issue 26: what the app says when the device is offline and the service worker shows the last seen pages. */
export const offlineTexts = {
  notice: "Çevrimdışısınız: son görülen sayfalar gösteriliyor, değişiklik yapılamaz.",
} as const;

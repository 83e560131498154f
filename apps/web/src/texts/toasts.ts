/** The toasts' names for screen readers (ui/toast-viewports.tsx, loaded with the first toast). */
export const toastTexts = {
  /** Names the region the toasts appear in, for screen readers (F8 reaches it). */
  notifications: "Bildirimler",
} as const;

/** Issue 26: the bell of the header and the bottom bar (in the shell: only what the button says). */
export const notificationBellTexts = {
  /** The bell's accessible name, the count read with it; `label(0)` is the bottom bar's word under it. */
  label: (unread: number) => (unread ? `Bildirimler, ${unread} okunmamış` : "Bildirimler"),
} as const;

/** Issue 26: the bell of the header and the bottom bar (in the shell: only what the button says). */
export const notificationBellTexts = {
  word: "Bildirimler",
  /** The bell's accessible name: the count is read with it. */
  label: (unread: number) => (unread ? `Bildirimler, ${unread} okunmamış` : "Bildirimler"),
} as const;

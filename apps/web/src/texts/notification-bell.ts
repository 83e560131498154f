/** Issue 26: the bell of the header and the bottom bar (in the shell: only what the button says). */
export const notificationBellTexts = {
  /**
   * One notification: the bottom bar's word under the bell, the preferences' push column, and what
   * a screen reader says before a toast's own words (ui/toast-viewports.tsx).
   */
  word: "Bildirim",
  /** The bell's accessible name, the count read with it. */
  label: (unread: number) => (unread ? `Bildirimler, ${unread} okunmamış` : "Bildirimler"),
} as const;

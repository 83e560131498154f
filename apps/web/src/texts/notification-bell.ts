/** The unread count as the badge shows it. */
const shownCount = (unread: number) => (unread > 99 ? "99+" : String(unread));

/** Issue 26: the bell of the header and the bottom bar (in the shell: only what the button says). */
export const notificationBellTexts = {
  /**
   * One notification: the preferences' push column, and what a screen reader says before a toast's
   * own words (ui/toast-viewports.tsx).
   */
  word: "Bildirim",
  /**
   * The bottom bar's word under the bell (its accessible name begins with it: WCAG 2.5.3, label in
   * name), and the toasts' region's name for screen readers (F8 reaches it).
   */
  name: "Bildirimler",
  count: shownCount,
  /** The bell's accessible name: its word, then the badge's count as shown, read with what it counts. */
  label: (unread: number) => (unread ? `Bildirimler, ${shownCount(unread)} okunmamış` : "Bildirimler"),
} as const;

// The colours a person chose in this browser: 'light', 'dark', or 'system' (nothing stored), which
// follows the system's setting (prefers-color-scheme) through src/index.css, without a script.
// boot.ts applies the stored one before the first paint of every page; the layout's menus change it.
// Storage can throw (private mode, disabled storage): the system's setting then decides.
export type ThemeChoice = "light" | "dark" | "system";

export const THEME_KEY = "theme";

/** What `<html data-theme>` says: a stored 'light' or 'dark'; anything else is the system's. */
export const explicitTheme = (stored: string | null): ThemeChoice => (stored === "light" || stored === "dark" ? stored : "system");

/** The choice this page shows (the menus' checked item), whether or not storage could keep it. */
export const shownThemeChoice = (): ThemeChoice => explicitTheme(document.documentElement.dataset.theme ?? null);

/** Applies the choice now (`<html data-theme>`; none: index.css follows the system) and keeps it. */
export function chooseTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === "system") delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    if (choice === "system") window.localStorage.removeItem(THEME_KEY);
    else window.localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Without storage the choice lasts until the next page load.
  }
}

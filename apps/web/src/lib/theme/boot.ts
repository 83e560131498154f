// Applies the stored theme before the page is first painted: vite.config.ts bundles this file
// alone into a classic script that index.html's <head> loads before the stylesheet and the app's
// module (97 kB), since the content security policy allows no inline script. Every byte counts
// on "/" (npm run size): the system's setting needs no script at all (src/index.css).
import { explicitTheme, THEME_KEY } from "./theme-choice.ts";

try {
  const choice = explicitTheme(localStorage.getItem(THEME_KEY));
  if (choice !== "system") document.documentElement.dataset.theme = choice;
} catch {
  // Storage cannot be read (private mode, disabled storage): the system's setting decides.
}

import { commonTexts } from "./common.ts";

/**
 * Part 1 §2 "/": what the page says whichever face it shows (it comes with the shell). Each face's
 * own texts are in visitor-home.ts and member-home.ts and load with that face, so a member does not
 * download the visitor's landing page and a visitor not the member's shortcuts.
 */
export const homeTexts = {
  title: `${commonTexts.appName} - Ücretsiz Turnuva ve Topluluk Platformu`,
} as const;

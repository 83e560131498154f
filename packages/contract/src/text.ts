/**
 * What a person typed, made into what a person sees (issue 23), once, before any rule reads it:
 * the same on the form and on the server. Free of zod, so the pages that cannot carry zod (the
 * platform manager's wizards) check names exactly as the server does.
 *
 * - NFC, so that 'ş' typed as s + cedilla and 'ş' as one letter are one name;
 * - line breaks, tabs and runs of spaces become one space (a name is one line; a description
 *   keeps its line breaks, at most two in a row);
 * - other control characters and the invisible format characters (zero-width spaces, the word
 *   joiner, the byte order mark, left-to-right marks, soft hyphens) are removed, except the
 *   zero-width joiner and non-joiner, which emoji and some scripts need between visible letters;
 * - spaces at either end are trimmed.
 *
 * Refused, not repaired (`textProblem`): NUL, which no keyboard types and PostgreSQL cannot store;
 * U+FFFD and lone surrogates, which is what invalid UTF-8 or a broken string became on the way;
 * the direction overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make
 * 'abc\u202Egnp.exe' show as 'abcexe.png'.
 */

export const textMessages = {
  invalidCharacters: "Metin geçersiz karakterler içeriyor.",
  directionOverride: "Metin, yazı yönünü değiştiren görünmez karakterler içeremez.",
} as const;

// NUL, the replacement character and lone surrogates: the text was broken before it reached us.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const BROKEN = /[\u0000\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const DIRECTION_OVERRIDES = /[\u202A-\u202E\u2066-\u2069]/;
// Format characters (Cf) and controls (Cc) that are not whitespace, less the joiners kept above.
const INVISIBLE = /(?![\u200C\u200D])[\p{Cf}\p{Cc}]/gu;
const JOINERS_AT_EDGES = /^[\u200C\u200D\s]+|[\u200C\u200D\s]+$/gu;
// Letters that draw nothing (the Hangul fillers, the blank Braille pattern): spaces to the eye.
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0\u2800]/g;

/** Why the text cannot be taken as it is, or null. */
export function textProblem(value: string): string | null {
  if (BROKEN.test(value)) return textMessages.invalidCharacters;
  if (DIRECTION_OVERRIDES.test(value)) return textMessages.directionOverride;
  return null;
}

/** A one-line text (a name, a search) as it will be stored and shown. */
export function normalizeLine(value: string): string {
  return value
    .normalize("NFC")
    .replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, " ")
    .replace(BLANK_LETTERS, " ")
    .replace(INVISIBLE, "")
    .replace(/\s+/g, " ")
    .replace(JOINERS_AT_EDGES, "");
}

/** A text of several lines (a description): line breaks kept, at most one empty line in a row. */
export function normalizeParagraphs(value: string): string {
  return value
    .normalize("NFC")
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n")
    .split("\n")
    .map((line) =>
      line
        .replace(/[\t\v\f]/g, " ")
        .replace(BLANK_LETTERS, " ")
        .replace(INVISIBLE, "")
        .replace(/[^\S\n]+/g, " ")
        .replace(JOINERS_AT_EDGES, ""),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/^\n+|\n+$/g, "");
}

let graphemes: Intl.Segmenter | undefined;

/**
 * How many characters a person sees: 'ş', an emoji family or a letter with its accents is one.
 * The minimum lengths of names are counted this way; the maximums in code points, which bound
 * what is stored however the characters combine.
 */
export function visibleLength(value: string): number {
  graphemes ??= new Intl.Segmenter("tr", { granularity: "grapheme" });
  let count = 0;
  for (const _ of graphemes.segment(value)) count += 1;
  return count;
}

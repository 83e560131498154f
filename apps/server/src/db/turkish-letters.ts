/**
 * Turkish letters, and the circumflexed vowels of loanwords, with the Latin letter each folds to:
 * one table for the readable addresses (db/slug.ts) and the lists' search (modules/tournaments/
 * list-queries.ts, in JavaScript and, through `translate`, in SQL), so 'Şampiyonlar Ligi' is
 * `sampiyonlar-ligi` and is found by 'sampiyon'. NFKD would not fold 'ı' (it has no decomposition)
 * and would keep a dot above 'İ'.
 */
export const TURKISH_LETTERS: Readonly<Record<string, string>> = {
  Ç: "c",
  Ğ: "g",
  İ: "i",
  I: "i",
  Ö: "o",
  Ş: "s",
  Ü: "u",
  ç: "c",
  ğ: "g",
  ı: "i",
  ö: "o",
  ş: "s",
  ü: "u",
  Â: "a",
  Î: "i",
  Û: "u",
  â: "a",
  î: "i",
  û: "u",
};

/** The table as the two strings of SQL's `translate(text, from, to)`. */
export const TURKISH_FROM = Object.keys(TURKISH_LETTERS).join("");
export const TURKISH_TO = Object.values(TURKISH_LETTERS).join("");

/** Each Turkish letter as its Latin one; everything else as it is. */
export function foldTurkishLetters(text: string): string {
  let out = "";
  for (const char of text) out += TURKISH_LETTERS[char] ?? char;
  return out;
}

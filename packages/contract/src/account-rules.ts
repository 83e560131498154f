/**
 * The account rules of part 1 §5 and §9 and their exact messages, free of zod: the forms that
 * cannot carry zod (docs/architecture.md, "Form") check with these very functions, and auth.ts's
 * schemas call them, so the form and the server say the same.
 */
/** Part 1 §5 and §9: the registration rules, each with its exact message, checked in this order. */
export const usernameRules = {
  minLength: 3,
  maxLength: 20,
  messages: {
    required: "Kullanıcı adı gerekli.",
    tooShort: "Kullanıcı adı en az 3 karakter olmalıdır.",
    tooLong: "Kullanıcı adı en fazla 20 karakter olmalıdır.",
    whitespace: "Kullanıcı adı boşluk içeremez.",
    characters: "Kullanıcı adı sadece harf, rakam ve alt çizgi içerebilir.",
  },
} as const;

// ASCII letters only: usernames live in URLs (/profil/{username}) and must be unique regardless
// of case, which PostgreSQL's lower() guarantees for ASCII in every locale (docs/decisions.md).
const USERNAME_CHARACTERS = /^[A-Za-z0-9_]+$/;

/** The first rule a username breaks, or null. The form shows it on every change and on submit. */
export function usernameProblem(value: string): string | null {
  const m = usernameRules.messages;
  if (value.length === 0) return m.required;
  if (value.length < usernameRules.minLength) return m.tooShort;
  if (value.length > usernameRules.maxLength) return m.tooLong;
  if (/\s/.test(value)) return m.whitespace;
  if (!USERNAME_CHARACTERS.test(value)) return m.characters;
  return null;
}

/**
 * Password policy after OWASP ASVS 5.0 §6.2: at least 8 characters, at least 64 allowed (we allow
 * 128), no composition rules, no trimming or truncation; length counts code points, not bytes.
 */
export const passwordRules = {
  minLength: 8,
  maxLength: 128,
  messages: {
    required: "Şifre gerekli.",
    tooShort: "Şifre en az 8 karakter olmalıdır.",
    tooLong: "Şifre en fazla 128 karakter olabilir.",
  },
} as const;

/** Length as a person counts it: code points, so 'ş' or an emoji is one character. */
export function passwordLength(value: string): number {
  return [...value].length;
}

export function passwordProblem(value: string): string | null {
  const m = passwordRules.messages;
  const length = passwordLength(value);
  if (length === 0) return m.required;
  if (length < passwordRules.minLength) return m.tooShort;
  if (length > passwordRules.maxLength) return m.tooLong;
  return null;
}

export const emailRules = {
  maxLength: 254,
  messages: {
    required: "E-posta gerekli.",
    invalid: "Lütfen geçerli bir e-posta adresi girin.",
  },
} as const;

/**
 * zod's own e-mail pattern (`z.regexes.email`), written here so that this module needs no zod:
 * the pages that check an address in their forms (the invite dialog) stay within their budget.
 * test/account-rules.test.ts keeps it equal to zod's.
 */
// eslint-disable-next-line no-useless-escape -- zod's pattern, character for character
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export function emailProblem(value: string): string | null {
  const m = emailRules.messages;
  const trimmed = value.trim();
  if (trimmed.length === 0) return m.required;
  if (trimmed.length > emailRules.maxLength || !EMAIL_PATTERN.test(trimmed)) return m.invalid;
  return null;
}

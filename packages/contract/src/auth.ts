import * as z from "zod/mini";
import { textMessages, textProblem } from "./text.ts";

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
function passwordLength(value: string): number {
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

const emailFormat = z.email();

export function emailProblem(value: string): string | null {
  const m = emailRules.messages;
  const trimmed = value.trim();
  if (trimmed.length === 0) return m.required;
  if (trimmed.length > emailRules.maxLength || !emailFormat.safeParse(trimmed).success) return m.invalid;
  return null;
}

/**
 * A string checked by a problem function (the form calls the same one, so both say the same), then
 * stored as `normalize` makes it: the problem function reads the value as it came and normalises
 * it itself, so that what it measures is what will be kept (text.ts).
 */
export function checkedString(problem: (value: string) => string | null, requiredMessage: string, { normalize }: { normalize?: (value: string) => string } = {}) {
  const rule = z.superRefine<string>((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: "custom", message, input: value });
  });
  return z.string({ error: requiredMessage }).check(...(normalize ? [rule, z.overwrite(normalize)] : [rule]));
}

export const registerRequestSchema = z.object({
  username: checkedString(usernameProblem, usernameRules.messages.required),
  email: checkedString(emailProblem, emailRules.messages.required, { normalize: (value) => value.trim() }),
  password: checkedString(passwordProblem, passwordRules.messages.required),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginMessages = {
  usernameOrEmailRequired: "Kullanıcı adı veya e-posta gerekli.",
  usernameOrEmailTooLong: `Kullanıcı adı veya e-posta en fazla ${emailRules.maxLength} karakter olabilir.`,
  passwordRequired: passwordRules.messages.required,
} as const;

export const loginRequestSchema = z.object({
  usernameOrEmail: z
    .string({ error: loginMessages.usernameOrEmailRequired })
    .check(
      z.refine((value) => textProblem(value) === null, textMessages.invalidCharacters),
      z.trim(),
      z.minLength(1, loginMessages.usernameOrEmailRequired),
      z.maxLength(emailRules.maxLength, loginMessages.usernameOrEmailTooLong),
    ),
  // No account can have a password beyond the policy's maximum, so nothing longer is hashed.
  password: z
    .string({ error: loginMessages.passwordRequired })
    .check(
      z.minLength(1, loginMessages.passwordRequired),
      z.refine((value) => passwordLength(value) <= passwordRules.maxLength, passwordRules.messages.tooLong),
    ),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerSuccessMessage = "Kayıt başarılı! Lütfen giriş yapın.";

import * as z from "zod/mini";
import { emailProblem, emailRules, passwordLength, passwordProblem, passwordRules, usernameProblem, usernameRules } from "./account-rules.ts";
import { textMessages, textProblem } from "./text.ts";

export * from "./account-rules.ts";

/**
 * A string checked by a problem function (the form calls the same one, so both say the same), then
 * stored as `normalize` makes it: the problem function reads the value as it came and normalises
 * it itself, so that what it measures is what will be kept (text.ts).
 */
export function checkedString(
  problem: (value: string) => string | null,
  requiredMessage: string,
  { normalize }: { normalize?: (value: string) => string } = {},
) {
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
  usernameOrEmail: z.string({ error: loginMessages.usernameOrEmailRequired }).check(
    z.refine((value) => textProblem(value) === null, textMessages.invalidCharacters),
    z.trim(),
    z.minLength(1, loginMessages.usernameOrEmailRequired),
    z.maxLength(emailRules.maxLength, loginMessages.usernameOrEmailTooLong),
  ),
  // No account can have a password beyond the policy's maximum, so nothing longer is hashed.
  password: z.string({ error: loginMessages.passwordRequired }).check(
    z.minLength(1, loginMessages.passwordRequired),
    z.refine((value) => passwordLength(value) <= passwordRules.maxLength, passwordRules.messages.tooLong),
  ),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerSuccessMessage = "Kayıt başarılı! Lütfen giriş yapın.";

/** Issue 26: account recovery and password change. */
export const accountRecoveryMessages = {
  forgotAccepted: "Bu e-posta adresiyle kayıtlı bir hesap varsa, şifre sıfırlama bağlantısı gönderildi. Lütfen e-postanızı kontrol edin.",
  tokenRequired: "Şifre sıfırlama bağlantısı eksik.",
  tokenInvalid: "Bu şifre sıfırlama bağlantısı geçersiz, kullanılmış veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.",
  passwordReset: "Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.",
  currentPasswordRequired: "Mevcut şifre gerekli.",
  currentPasswordWrong: "Mevcut şifreniz hatalı.",
  passwordChanged: "Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.",
  samePassword: "Yeni şifre mevcut şifrenizden farklı olmalıdır.",
} as const;

/** Issue 26: the password reset mail (Turkish, plain text and simple HTML from the same parts). */
export const passwordResetMail = {
  subject: "Turnuvam şifre sıfırlama",
  paragraphs: (username: string) => [
    `Merhaba ${username},`,
    "Turnuvam hesabınız için bir şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı açın. Bağlantı bir saat geçerlidir ve yalnızca bir kez kullanılabilir.",
    "Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.",
  ],
  action: "Yeni şifre belirle",
} as const;

export const forgotPasswordRequestSchema = z.object({
  email: checkedString(emailProblem, emailRules.messages.required, { normalize: (value) => value.trim() }),
});
export const messageResponseSchema = z.object({ message: z.string() });

export const resetPasswordRequestSchema = z.object({
  token: z
    .string({ error: accountRecoveryMessages.tokenRequired })
    .check(z.minLength(1, accountRecoveryMessages.tokenRequired), z.maxLength(200, accountRecoveryMessages.tokenInvalid)),
  password: checkedString(passwordProblem, passwordRules.messages.required),
});

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string({ error: accountRecoveryMessages.currentPasswordRequired }).check(
    z.minLength(1, accountRecoveryMessages.currentPasswordRequired),
    z.refine((value) => passwordLength(value) <= passwordRules.maxLength, accountRecoveryMessages.currentPasswordWrong),
  ),
  newPassword: checkedString(passwordProblem, passwordRules.messages.required),
});

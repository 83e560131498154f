/**
 * Login and sign-up (part 1 §2, §8). The field rules' messages come from @turnuva/contract, so the
 * form and the server say the same thing; the page titles and buttons are common.ts's actions.
 */
export const authTexts = {
  loginIntro: "Platformlarına ve turnuvalarına ulaşmak için giriş yap.",
  usernameOrEmail: "Kullanıcı Adı veya E-posta",
  password: "Şifre",
  loginBusy: "Giriş yapılıyor...",
  // Part 1 §8, verbatim.
  loginFailed: "Giriş sırasında bir hata oluştu. Lütfen bilgilerinizi kontrol edin.",
  loginFallback: "Giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.",
  noAccount: "Hesabın yok mu?",

  registerIntro: "Ücretsiz hesabını oluştur, platformunu kur ve turnuvalara katıl.",
  username: "Kullanıcı Adı",
  /** Ours: the spec's rule allows a–z only (decisions.md, usernames): a Turkish reader counts ş and ğ as letters. */
  usernameHint: "3-20 karakter; Türkçe karakter olmadan harf (a-z), rakam ve alt çizgi.",
  passwordHint: "En az 8 karakter.",
  registerBusy: "Kayıt yapılıyor...",
  // Part 1 §8, verbatim.
  registerFailed: (message: string) => `Kayıt sırasında bir hata oluştu: ${message}`,
  registerUnknownError: "Kayıt sırasında bilinmeyen bir hata oluştu.",
  haveAccount: "Zaten hesabın var mı?",

  // Issue 26: account recovery. The server's sentences (sent, reset, invalid link) are the contract's accountRecoveryMessages.
  forgotPassword: "Şifremi Unuttum",
  forgotIntro: "Hesabının e-posta adresini yaz; şifreni sıfırlaman için bir bağlantı gönderelim.",
  forgotSubmit: "Bağlantı Gönder",
  forgotBusy: "Bağlantı gönderiliyor...",
  resetTitle: "Şifre Sıfırla",
  resetIntro: "Hesabın için yeni bir şifre belirle.",
  newPassword: "Yeni Şifre",
  resetSubmit: "Şifreyi Kaydet",
  resetBusy: "Şifre kaydediliyor...",
  askAgain: "Yeni bir bağlantı iste",
  toLogin: "Giriş sayfasına git",
  recoveryFailed: "İşlem sırasında bir hata oluştu. Lütfen tekrar deneyin.",
} as const;

/**
 * Turkish messages the server sends. The spec's exact wording where it gives one; written
 * naturally where it only gives the meaning (part 1 §8), so the screen can show them as they come.
 */
export const serverMessages = {
  invalidCredentials: "Kullanıcı adı, e-posta veya şifre hatalı.",
  usernameTaken: "Bu kullanıcı adı zaten kullanılıyor.",
  emailTaken: "Bu e-posta adresiyle kayıtlı bir hesap zaten var.",
  // Part 1 §5, the second wording of "no token found".
  authRequired: "Oturum bilgisi bulunamadı. Lütfen tekrar giriş yapın.",
  // Part 1 §8, platform check 401.
  sessionExpired: "Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.",
  // Part 1 §8, platform check 403.
  forbidden: "Bu işlem için yetkiniz bulunmuyor.",
  notFound: "İstenen kaynak bulunamadı.",
  invalidJson: "İstek gövdesi geçerli bir JSON değil.",
  invalidInput: "Gönderilen bilgiler geçersiz.",
  badRequest: "İstek anlaşılamadı.",
  methodNotAllowed: "Bu adres bu istek yöntemini desteklemiyor.",
  // Issue 23: a malformed percent-encoding in the address, or a NUL anywhere in it.
  badUrl: "İstek adresi geçersiz karakterler içeriyor.",
  requestTimeout: "İstek zamanında tamamlanmadı. Lütfen tekrar deneyin.",
  headersTooLarge: "İstek başlıkları çok büyük.",
  tooManyConnections: "Bu adresten çok fazla bağlantı açık. Lütfen biraz sonra tekrar deneyin.",
  payloadTooLarge: "İstek çok büyük.",
  unsupportedMediaType: "Bu içerik türü desteklenmiyor.",
  // Part 1 §8, 5xx.
  internal: "Sunucu hatası. Lütfen daha sonra tekrar deneyin.",
  tooManyAttempts: (seconds: number) => `Çok fazla deneme yapıldı. Lütfen ${seconds} saniye sonra tekrar deneyin.`,
} as const;

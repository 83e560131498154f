/**
 * Part 1 §4 and §5: the creation form's optional picture (the platform first, the picture
 * afterwards). Apart from the uploader's texts (images.ts), which the edit page carries.
 */
export const creationImageTexts = {
  label: "Platform Resmi (isteğe bağlı)",
  choose: "Bir resim seç",
  clear: "Resmi Kaldır",
  hint: "JPG, PNG veya WebP; en fazla 5 MB.",
  uploading: "Platform resmi yükleniyor...",
  /** `reason`: the server's sentence, the connection's, or 'Resim yüklenirken beklenmeyen bir hata oluştu'. */
  imageFailed: (reason: string) =>
    `Platform oluşturuldu, ancak resmi yüklenemedi: ${reason}${reason.endsWith(".") ? "" : "."} Resmi, platformun düzenleme sayfasından yeniden yükleyebilirsiniz.`,
} as const;

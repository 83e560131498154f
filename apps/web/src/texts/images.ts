/**
 * Part 1 §4 and §8: the image uploader (profile and platform pictures); the creation form's picture
 * is platform-creation-image.ts's. The rules' sentences and the success texts are the contract's
 * `imageMessages` (@turnuva/contract/image-rules), shared with the server; 'İptal' is
 * platforms.ts's.
 */
export const imageTexts = {
  /** Part 1 §8 toast titles. */
  uploadErrorTitle: "Yükleme Hatası",
  deleteErrorTitle: "Silme Hatası",

  rules: "JPG, PNG veya WebP; en fazla 10 MB, en az 50×50 piksel.",
  dropHint: "Bir resmi buraya sürükleyip bırakabilirsiniz.",
  choose: "Resim Seç",
  change: "Resmi Değiştir",
  save: "Kaydet",
  remove: "Resmi Sil",
  confirmRemove: "Sil",
  removing: "Siliniyor...",
  progressLabel: "Yükleme durumu",
  previewAlt: (fileName: string) => `Seçilen resim: ${fileName}`,
  percent: (value: number) => `%${value}`,
} as const;

/** The profile picture's dialogs (each kind apart, so a page carries only its own). */
export const profileImageTexts = {
  previewTitle: "Profil Resmi Önizleme",
  removeTitle: "Profil Resmini Sil",
  removeText: "Profil resminiz silinecek; yerine adınızın baş harfi görünecek.",
} as const;

/** The platform picture's: part 1 §3 names the preview's title, its buttons and the delete's title. */
export const platformImageTexts = {
  heading: "Platform Resmi",
  previewTitle: "Platform Resmi Önizleme",
  removeTitle: "Platform Resmini Sil",
  removeText: "Platformun resmi silinecek; yerine adının baş harfi görünecek.",
  /** Part 1 §8: the title of the platform's success toasts. */
  successTitle: "Başarılı!",
} as const;

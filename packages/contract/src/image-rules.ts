/**
 * Image rules shared by the uploader and the server (part 1 §5, §8, §9; issue 12). Free of zod, so
 * a screen can check a chosen file before it asks for anything without bringing the schemas along.
 */

export const MB = 1024 * 1024;

export const imageLimits = {
  /** Profile image and the standalone platform-image uploader. */
  maxBytes: 10 * MB,
  /** A platform image chosen in the creation form (5242880 bytes). */
  maxBytesAtCreation: 5 * MB,
  minSide: 50,
  maxSide: 8192,
} as const;

/** Accepted types, recognised on the server by their magic bytes, never by name or header. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** For `<input type="file" accept>`. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";

/** Multipart field names of part 1 §7. */
export const imageFields = { profile: "profileImage", platform: "platformImage" } as const;

/** The exact texts of part 1 §5 and §8. */
export const imageMessages = {
  invalidType: "Desteklenmeyen dosya formatı. Sadece JPG, PNG ve WebP desteklenir.",
  tooLarge: "Dosya boyutu çok büyük. Maksimum 10 MB yükleyebilirsiniz.",
  tooSmallPixels: "Resim çok küçük. Minimum 50x50 piksel olmalıdır.",
  tooLargePixels: "Resim çok büyük. Maksimum 8192x8192 piksel olmalıdır.",
  noFile: "Dosya seçilmedi",
  dimensionsUnreadable: "Resim boyutları kontrol edilemedi",
  // Platform creation form (part 1 §5).
  invalidTypeAtCreation: "Sadece JPG, PNG ve WebP formatları desteklenir.",
  tooLargeAtCreation: "Dosya boyutu 5MB'dan büyük olamaz.",
  processing: "Dosya işlenirken bir hata oluştu",
  uploadFailed: "Yükleme başarısız",
  uploadUnexpected: "Resim yüklenirken beklenmeyen bir hata oluştu",
  deleteFailed: "Silme başarısız",
  deleteUnexpected: "Resim silinirken beklenmeyen bir hata oluştu",
  // Written from the meaning of part 1 §8 (NO_PROFILE_IMAGE, "no image to delete").
  noProfileImage: "Silinecek bir profil resminiz yok.",
  noPlatformImage: "Bu platformun silinecek bir resmi yok.",
  // A decompression bomb: a small file that would expand beyond the pixel ceiling.
  tooManyPixels: "Resim çok büyük. Maksimum 8192x8192 piksel olmalıdır.",
  // Within 8192 × 8192 but saved so that it cannot be decoded a few rows at a time (an interlaced
  // 16-bit PNG, a progressive JPEG without colour subsampling): the side rule's sentence would
  // be wrong for a 7000 × 7000 picture.
  tooCostlyToDecode: "Bu resim işlenemeyecek kadar büyük. Lütfen daha küçük boyutlu ya da farklı biçimde kaydedilmiş bir resim yükleyin.",
  // The same person's previous upload is still being processed (429, Retry-After: 1).
  uploadInProgress: "Önceki resminiz hâlâ işleniyor. Lütfen birkaç saniye sonra tekrar deneyin.",
  // IMAGE_QUEUE_FULL (503, Retry-After): too many pictures are waiting on this server.
  queueFull: "Şu anda çok sayıda resim işleniyor. Lütfen birkaç saniye sonra tekrar deneyin.",
  tooManyUploads: (seconds: number) => `Çok fazla resim yüklediniz. Lütfen ${seconds} saniye sonra tekrar deneyin.`,
  profileUploaded: "Profil resminiz başarıyla yüklendi.",
  profileDeleted: "Profil resminiz başarıyla silindi.",
  platformUploaded: "Platform resmi başarıyla yüklendi.",
  platformDeleted: "Platform resmi başarıyla silindi.",
} as const;

export interface ChosenImage {
  /** The browser's idea of the type; the server reads the bytes instead. */
  type: string;
  size: number;
  /** Unknown when the browser could not decode it. */
  width?: number | null;
  height?: number | null;
}

/**
 * The uploader's checks before any request (part 1 §5): every problem found, in the spec's
 * words; the screen joins several with commas. `null` file → 'Dosya seçilmedi'. Pass
 * `dimensions: false` to check only type and size (before the picture has been decoded).
 */
export function imageFileProblems(file: ChosenImage | null, options: { dimensions?: boolean } = {}): string[] {
  if (!file) return [imageMessages.noFile];
  const problems: string[] = [];
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) problems.push(imageMessages.invalidType);
  if (file.size > imageLimits.maxBytes) problems.push(imageMessages.tooLarge);
  if (options.dimensions !== false) {
    const { width, height } = file;
    if (width == null || height == null || width <= 0 || height <= 0) problems.push(imageMessages.dimensionsUnreadable);
    else {
      // A 40 × 9000 picture breaks both rules: both are said.
      if (width < imageLimits.minSide || height < imageLimits.minSide) problems.push(imageMessages.tooSmallPixels);
      if (width > imageLimits.maxSide || height > imageLimits.maxSide) problems.push(imageMessages.tooLargePixels);
    }
  }
  return problems;
}

/** The creation form's checks (part 1 §5, platform image at creation): 5 MB, three types. */
export function creationImageProblems(file: ChosenImage): string[] {
  const problems: string[] = [];
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) problems.push(imageMessages.invalidTypeAtCreation);
  if (file.size > imageLimits.maxBytesAtCreation) problems.push(imageMessages.tooLargeAtCreation);
  return problems;
}

/**
 * Part 1 §8 avatar texts: why a picture is not shown. Read by screen readers and shown as a
 * tooltip (the picture's title) rather than on the screen; kept apart from the uploader's texts
 * so the avatar's code, which "/" may load, carries only these.
 */
export const pictureTexts = {
  problems: {
    load: "Resim yüklenemedi",
    network: "Ağ bağlantısı hatası. İnternet bağlantınızı kontrol edin.",
    timeout: "Resim yükleme zaman aşımı",
    invalid: "Geçersiz resim URL'i",
  },
  /** Part 1 §8 retry notice: the problem, then '(n/max)'. */
  retrying: (problem: string, attempt: number, max: number) => `${problem} (${attempt}/${max})`,
} as const;

export interface ImageDimensions {
  width: number;
  height: number;
}

/**
 * Part 1 §5: the chosen picture's size in pixels, read by letting the browser open it (an image
 * element on an object URL; the browser reads the size without painting it). `null` when it cannot
 * ('Resim boyutları kontrol edilemedi'): not a picture after all, a damaged file.
 */
export function readImageDimensions(url: string): Promise<ImageDimensions | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () =>
      resolve(image.naturalWidth > 0 && image.naturalHeight > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null);
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

import { useEffect, useState, type ReactNode } from "react";
import type { Image } from "@turnuva/contract";
import { pictureTexts } from "@/texts/picture.ts";
import { cx } from "./class-names.ts";

/** Part 1 §3 and §9: a picture that has not arrived in 10 s counts as failed. */
const PICTURE_TIMEOUT_MS = 10_000;
/** Part 1 §9: 3 more tries of a failed picture, 1 s, 2 s and 4 s after the failure. */
const PICTURE_RETRIES = 3;
const PICTURE_FIRST_RETRY_MS = 1000;

type Problem = keyof typeof pictureTexts.problems;
type Source = { src: string; srcSet?: string };

/**
 * Only addresses a browser can load as a picture; anything else (a `javascript:` URL, a broken
 * address) is the invalid-URL failure of part 1 §3, not worth a request or a retry.
 */
function loadable(url: string | null | undefined): url is string {
  try {
    return !!url && ["http:", "https:", "blob:", "data:"].includes(new URL(url, window.location.href).protocol);
  } catch {
    return false;
  }
}

/**
 * Part 1 §3: first the size-specific picture (with every square variant in `srcset`, so a phone
 * takes the small one and a sharp screen a larger one), then the original `url`.
 */
function sources(image: Image, size: number): Source[] {
  const sized = size <= 80 ? image.thumbnailUrl : size <= 128 ? image.mediumUrl : image.largeUrl;
  const srcSet = image.sizes?.filter((variant) => loadable(variant.url)).map((variant) => `${variant.url} ${variant.width}w`);
  const list: Source[] = loadable(sized) ? [{ src: sized, srcSet: srcSet?.join(", ") || undefined }] : [];
  if (loadable(image.url) && image.url !== sized) list.push({ src: image.url });
  return list;
}

interface PictureProps {
  image: Image;
  /** Pixel size of the square. */
  size: number;
  /** Empty when the picture is decorative (its name is written beside it). */
  alt: string;
  className?: string;
  /** What stands in while it loads, while it waits to try again (with the notice) and after it failed for good (with why). */
  fallback: (problem?: string) => ReactNode;
}

/**
 * Part 1 §3 avatar display: loading (the fallback shows), loaded, retrying, failed, then the
 * fallback for good. The sized picture that fails gives way to the original at once; the last
 * source is tried again 3 times, 1 s, 2 s and 4 s after each failure, by mounting a new element
 * (no cache-busting query, so a picture that did arrive is not downloaded twice). Why it failed
 * is the title of whatever stands in: a tooltip and, for a named picture, its description.
 * Loaded by `Avatar` and `PlatformImage` only when there is a picture to show.
 */
export function Picture({ image, size, alt, className, fallback }: PictureProps) {
  const list = sources(image, size);
  const last = list.length - 1;
  // Every try is an element of its own, keyed by the failures before it: the sources in turn, then
  // the last one again after each of its first PICTURE_RETRIES failures, once its pause is over.
  const [failures, setFailures] = useState(0);
  const [problem, setProblem] = useState<Problem>();
  const [pausesOver, setPausesOver] = useState(0);
  const [loaded, setLoaded] = useState(false);
  /** The failures of the last source: the retry that follows is number `retry`. */
  const retry = failures - last;
  const current = retry > PICTURE_RETRIES ? undefined : list[Math.min(failures, last)];
  const waiting = current !== undefined && retry > pausesOver;

  // Part 1 §9: nothing in 10 s is a failure like any other (and is tried again like one).
  const loading = current !== undefined && !waiting && !loaded;
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => {
      setProblem("timeout");
      setFailures((count) => count + 1);
    }, PICTURE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [loading, failures]);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setPausesOver(retry), PICTURE_FIRST_RETRY_MS * 2 ** (retry - 1));
    return () => clearTimeout(timer);
  }, [waiting, retry]);

  const why = pictureTexts.problems[problem ?? (last < 0 ? "invalid" : "load")];
  if (!current) return fallback(why);
  // While a retry waits and while it loads, the stand-in says which one it is.
  const notice = retry > 0 ? pictureTexts.retrying(why, retry, PICTURE_RETRIES) : undefined;
  if (waiting) return fallback(notice);

  return (
    <>
      {/* Until the picture has arrived, the stand-in keeps its place (and its name). */}
      {loaded ? null : fallback(notice)}
      <img
        key={failures}
        src={current.src}
        srcSet={current.srcSet}
        sizes={current.srcSet ? `${size}px` : undefined}
        alt={alt}
        width={size}
        height={size}
        hidden={!loaded}
        decoding="async"
        style={{ width: size, height: size }}
        onLoad={() => setLoaded(true)}
        onError={() => {
          setProblem(navigator.onLine === false ? "network" : "load");
          setFailures((count) => count + 1);
        }}
        className={cx("shrink-0 object-cover", className)}
      />
    </>
  );
}

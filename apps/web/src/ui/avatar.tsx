import { Suspense, type ReactNode } from "react";
import type { Image } from "@turnuva/contract";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { commonTexts } from "@/texts/common.ts";
import { avatarBackground, avatarInitial } from "./avatar-colour.ts";
import { cx } from "./class-names.ts";
import { ErrorBoundary } from "./error-boundary.tsx";

// The picture's code (sources, srcset, timeout, retries) loads only when there is a picture to
// show: visitors and people without one never pay for it on "/" (docs/architecture.md, budgets).
const Picture = lazyNamed(() => import("./picture.tsx"), "Picture");

interface PictureOrProps {
  image: Image | null | undefined;
  size: number;
  alt: string;
  className: string;
  /** The generated stand-in, with why the picture is not shown when it failed (part 1 §3). */
  fallback: (problem?: string) => ReactNode;
}

/** A picture, or its stand-in while the code loads, when there is none and when it fails. */
export function PictureOr({ image, fallback, ...picture }: PictureOrProps) {
  if (!image) return fallback();
  return (
    <ErrorBoundary fallback={fallback()}>
      <Suspense fallback={fallback()}>
        <Picture key={image.url} image={image} fallback={fallback} {...picture} />
      </Suspense>
    </ErrorBoundary>
  );
}

interface AvatarProps {
  username: string;
  image?: Image | null;
  /** Pixel size; part 1 §9 names 32, 48, 56, 64, 80 and 112. */
  size?: number;
  className?: string;
  /** Decorative when the username is written next to it. */
  decorative?: boolean;
  /** Member lists give each row its palette colour (part 1 §9); elsewhere the first letter's. */
  background?: string;
}

/** Part 1 §3: the size-specific picture, then the original, then the initial letter. */
export function Avatar({ username, image, size = 40, className, decorative = false, background }: AvatarProps) {
  const label = decorative ? undefined : commonTexts.avatarAlt(username);
  return (
    <PictureOr
      image={image}
      size={size}
      alt={label ?? ""}
      className={cx("rounded-full", className)}
      fallback={(problem) => (
        <span
          role={label && "img"}
          aria-label={label}
          aria-hidden={!label || undefined}
          title={problem}
          // White in both themes, on a fixed colour (index.css turns `text-white` over with the palette).
          style={{ width: size, height: size, backgroundColor: background ?? avatarBackground(username), fontSize: Math.round(size * 0.45) }}
          className={cx("inline-flex shrink-0 select-none items-center justify-center rounded-full font-bold text-fixed-white", className)}
        >
          {avatarInitial(username)}
        </span>
      )}
    />
  );
}

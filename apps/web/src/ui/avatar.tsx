import { useState } from "react";
import type { Image } from "@turnuva/contract";
import { commonTexts } from "../texts/common.ts";
import { avatarBackground, avatarInitial } from "./avatar-colour.ts";
import { cx } from "./class-names.ts";

interface AvatarProps {
  username: string;
  image?: Image | null;
  /** Pixel size; part 1 §9 names 32, 48, 56, 64, 80 and 112. */
  size?: number;
  className?: string;
  /** Decorative when the username is written next to it. */
  decorative?: boolean;
}

/** Part 1 §3: the size-specific picture, then the original, then the initial letter. */
function sources(image: Image, size: number): string[] {
  const sized = size <= 80 ? image.thumbnailUrl : size <= 128 ? image.mediumUrl : image.largeUrl;
  return [sized, image.url].filter((url, i, all) => url && all.indexOf(url) === i);
}

export function Avatar({ username, image, size = 40, className, decorative = false }: AvatarProps) {
  const [failed, setFailed] = useState(0);
  const candidates = image ? sources(image, size) : [];
  const src = candidates[failed];
  const box = { width: size, height: size };

  if (src) {
    return (
      <img
        src={src}
        alt={decorative ? "" : commonTexts.avatarAlt(username)}
        width={size}
        height={size}
        style={box}
        onError={() => setFailed((n) => n + 1)}
        className={cx("shrink-0 rounded-full object-cover", className)}
      />
    );
  }

  return (
    <span
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : commonTexts.avatarAlt(username)}
      aria-hidden={decorative ? true : undefined}
      style={{ ...box, backgroundColor: avatarBackground(username), fontSize: Math.round(size * 0.45) }}
      className={cx("inline-flex shrink-0 select-none items-center justify-center rounded-full font-bold text-white", className)}
    >
      {avatarInitial(username)}
    </span>
  );
}

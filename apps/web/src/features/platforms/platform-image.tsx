import type { Image } from "@turnuva/contract";
import { platformTexts } from "../../texts/platforms.ts";
import { avatarBackground, avatarInitial } from "../../ui/avatar-colour.ts";
import { cx } from "../../ui/class-names.ts";

interface PlatformImageProps {
  name: string;
  image: Image | null;
  /** Pixel size of the square. */
  size?: number;
  className?: string;
}

/**
 * A platform's picture. Uploads come with the images issue; until then, and whenever a platform
 * has none, the generated fallback shows: the name's initial on a colour chosen by it (part 1 §3).
 * Decorative beside the platform's name, which is always written next to it.
 */
export function PlatformImage({ name, image, size = 56, className }: PlatformImageProps) {
  const box = { width: size, height: size };
  if (image) {
    return (
      <img
        src={size <= 80 ? image.thumbnailUrl || image.url : image.mediumUrl || image.url}
        alt={platformTexts.card.imageAlt(name)}
        width={size}
        height={size}
        style={box}
        className={cx("shrink-0 rounded-xl object-cover", className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ ...box, backgroundColor: avatarBackground(name), fontSize: Math.round(size * 0.45) }}
      className={cx("grid shrink-0 place-items-center rounded-xl font-bold text-white", className)}
    >
      {avatarInitial(name)}
    </span>
  );
}

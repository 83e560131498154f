import type { Image } from "@turnuva/contract";
import { platformTexts } from "@/texts/platforms.ts";
import { avatarBackground, avatarInitial } from "@/ui/avatar-colour.ts";
import { PictureOr } from "@/ui/avatar.tsx";
import { cx } from "@/ui/class-names.ts";

interface PlatformImageProps {
  name: string;
  image: Image | null;
  /** Pixel size of the square. */
  size?: number;
  className?: string;
}

/**
 * A platform's picture, as an avatar is shown (part 1 §3: the sized picture, then the original,
 * retries, then the fallback): the name's initial on a colour chosen by it. The fallback is
 * decorative beside the platform's name, which is always written next to it.
 */
export function PlatformImage({ name, image, size = 56, className }: PlatformImageProps) {
  return (
    <PictureOr
      image={image}
      size={size}
      alt={platformTexts.card.imageAlt(name)}
      className={cx("rounded-xl", className)}
      fallback={(problem) => (
        <span
          aria-hidden="true"
          title={problem}
          // White in both themes, on a fixed colour (ui/avatar.tsx).
          style={{ width: size, height: size, backgroundColor: avatarBackground(name), fontSize: Math.round(size * 0.45) }}
          className={cx("grid shrink-0 place-items-center rounded-xl font-bold text-fixed-white", className)}
        >
          {avatarInitial(name)}
        </span>
      )}
    />
  );
}

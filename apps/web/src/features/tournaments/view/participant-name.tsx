import { paths } from "@/lib/paths.ts";
import { commonTexts } from "@/texts/common.ts";
import { cx } from "@/ui/class-names.ts";
import { IN_APP_LINK } from "./in-app-links.ts";

/** Part 2 §2: names are cut to 12 characters on the detail page, 10 in group matches. */
export const NAME_LIMIT = 12;
export const GROUP_MATCH_NAME_LIMIT = 10;

/** The first `limit` characters (letters, not UTF-16 units) and an ellipsis, or the name whole. */
export function truncateName(name: string, limit: number = NAME_LIMIT): string {
  const letters = [...name];
  return letters.length > limit ? `${letters.slice(0, limit).join("")}…` : name;
}

interface ParticipantNameProps {
  person: { username: string } | null;
  limit?: number;
  /** A link to the profile (part 2 §2: from fixtures, tables and champions); off for a plain label. */
  link?: boolean;
  className?: string;
}

/**
 * A participant's name, cut to `limit` with the whole name in `title` (on hover) and for screen
 * readers, linked to the profile (followed inside the app by the tournament's view, which holds
 * every name: in-app-links.ts). A missing person reads 'Bilinmeyen'.
 */
export function ParticipantName({ person, limit = NAME_LIMIT, link = true, className }: ParticipantNameProps) {
  const name = person?.username ?? commonTexts.unknownPerson;
  const short = truncateName(name, limit);
  const content =
    short === name ? (
      name
    ) : (
      <>
        <span aria-hidden="true">{short}</span>
        <span className="sr-only">{name}</span>
      </>
    );
  if (!person || !link) {
    return (
      <span title={name} className={cx("whitespace-nowrap", className)}>
        {content}
      </span>
    );
  }
  // A plain link that the view's one handler follows inside the app (in-app-links.ts): a `Link`
  // each cost a league of 128 some 256 sets of the router's hooks.
  return (
    <a
      href={paths.profile.href(name)}
      {...{ [IN_APP_LINK]: "" }}
      title={name}
      className={cx("font-semibold whitespace-nowrap text-indigo-700 hover:underline", className)}
    >
      {content}
    </a>
  );
}

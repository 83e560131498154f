import type { Image } from "@turnuva/contract";
import { useState } from "react";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { Avatar } from "@/ui/avatar.tsx";
import { cx } from "@/ui/class-names.ts";
import { ParticipantName } from "./participant-name.tsx";

// Part 1 §9: participant lists are sorted by username, the Turkish way. The server sends a
// tournament's so; a group's come in the order of the draw (its first is its seed). A collator of
// its own rather than the platforms' byUsername: shared, that one would be a chunk of its own.
// Made when a list is first sorted (a folded list is not, until opened).
let collator: Intl.Collator | undefined;
const byName = (a: string, b: string) => (collator ??= new Intl.Collator("tr", { sensitivity: "base" })).compare(a, b);

interface ParticipantListProps {
  people: ReadonlyArray<{ _id: string; username: string; seed?: number | null; profileImage?: Image | null }>;
  heading?: string;
  headingLevel?: "h2" | "h3" | "h4";
}

/**
 * Issue 27: past this many people the list is folded, and its chips are not on the page until it
 * is opened. Every participant is in the standings (linked) already; 128 chips were a phone's
 * screen and a half above the standings and some 260 of the page's nodes.
 */
export const FOLDED_FROM_PEOPLE = 33;

/**
 * The participants, sorted by username (part 1 §9), as chips linking to their profiles, with their
 * picture when they have one; a seed carries a star. A long list is folded (a native disclosure,
 * so keyboard and screen readers know it), its heading the summary.
 */
export function ParticipantList({ people, heading = tournamentDetailTexts.participants, headingLevel: Heading = "h2" }: ParticipantListProps) {
  const headingClass = Heading === "h2" ? "text-xl font-bold" : "font-bold";
  const [open, setOpen] = useState(false);
  if (people.length < FOLDED_FROM_PEOPLE) {
    return (
      <section aria-label={heading}>
        <Heading className={cx(headingClass, Heading === "h2" ? "mb-3" : "mb-2")}>{heading}</Heading>
        <Chips people={people} />
      </section>
    );
  }
  return (
    <section aria-label={heading}>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer">
          <Heading className={cx("inline", headingClass)}>{heading}</Heading> <span className="text-slate-600">({people.length})</span>
        </summary>
        {open ? <Chips people={people} className="mt-3" /> : null}
      </details>
    </section>
  );
}

function Chips({ people, className }: { people: ParticipantListProps["people"]; className?: string }) {
  return (
    <ul className={cx("flex flex-wrap gap-2", className)}>
      {[...people]
        .sort((a, b) => byName(a.username, b.username))
        .map((person) => (
          <li key={person._id} className="flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm">
            {person.profileImage ? <Avatar username={person.username} image={person.profileImage} size={20} decorative className="-ml-1.5" /> : null}
            <ParticipantName person={person} />
            {person.seed ? (
              <span className="text-amber-600" title={tournamentDetailTexts.seed}>
                <span aria-hidden="true">★</span>
                <span className="sr-only">{tournamentDetailTexts.seed}</span>
              </span>
            ) : null}
          </li>
        ))}
    </ul>
  );
}

import type { Image } from "@turnuva/contract";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { Avatar } from "@/ui/avatar.tsx";
import { ParticipantName } from "./participant-name.tsx";

// Part 1 §9: participant lists are sorted by username, the Turkish way. The server sends a
// tournament's so; a group's come in the order of the draw (its first is its seed). A collator of
// its own rather than the platforms' byUsername: shared, that one would be a chunk of its own.
const byName = new Intl.Collator("tr", { sensitivity: "base" }).compare;

interface ParticipantListProps {
  people: ReadonlyArray<{ _id: string; username: string; seed?: number | null; profileImage?: Image | null }>;
  heading?: string;
  headingLevel?: "h2" | "h3" | "h4";
}

/** The participants, sorted by username (part 1 §9), as chips linking to their profiles, with their picture when they have one; a seed carries a star. */
export function ParticipantList({ people, heading = tournamentDetailTexts.participants, headingLevel: Heading = "h2" }: ParticipantListProps) {
  return (
    <section aria-label={heading}>
      <Heading className={Heading === "h2" ? "mb-3 text-xl font-bold" : "mb-2 font-bold"}>{heading}</Heading>
      <ul className="flex flex-wrap gap-2">
        {[...people]
          .sort((a, b) => byName(a.username, b.username))
          .map((person) => (
            <li key={person._id} className="flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm">
              {person.profileImage ? (
                <Avatar username={person.username} image={person.profileImage} size={20} decorative className="-ml-1.5" />
              ) : null}
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
    </section>
  );
}

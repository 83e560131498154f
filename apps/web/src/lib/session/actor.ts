import type { User } from "@turnuva/contract";
import type { Actor } from "@turnuva/contract/policies";

/** The signed-in person as the contract's policies see them (`{ id }`), or null for a visitor. */
export const actorOf = (user: User | null | undefined): Actor => (user ? { id: user._id } : null);

import type { TournamentEvent } from "@turnuva/contract/live";

/** One open stream as the hub sees it: what to do with an event, and how to end it. */
export interface Subscriber {
  deliver(event: TournamentEvent): void;
  end(): void;
}

/**
 * This instance's open streams: by tournament, and the global ones, with how many each client
 * address holds. The listener hands every committed event here, and it goes to the streams of
 * that tournament and to every global stream. Nothing here is shared between instances: each
 * hears the same notifications and serves its own streams.
 */
export function liveHub(streamsPerAddress: number) {
  const byTournament = new Map<string, Set<Subscriber>>();
  const everywhere = new Set<Subscriber>();
  const perAddress = new Map<string, number>();

  return {
    /**
     * Counts one more stream for the address, or says no when it holds as many as it may. The
     * place is the caller's to give back with the function returned (once, when the stream ends).
     */
    admit(address: string): (() => void) | null {
      const held = perAddress.get(address) ?? 0;
      if (held >= streamsPerAddress) return null;
      perAddress.set(address, held + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      };
    },

    /** Adds a subscriber for one tournament (`null`: every tournament); gives back the removal. */
    subscribe(tournamentId: string | null, subscriber: Subscriber): () => void {
      let set = everywhere;
      if (tournamentId !== null) {
        set = byTournament.get(tournamentId) ?? new Set();
        byTournament.set(tournamentId, set);
      }
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (tournamentId !== null && set.size === 0) byTournament.delete(tournamentId);
      };
    },

    publish(event: TournamentEvent): void {
      for (const subscriber of [...(byTournament.get(event.tournamentId) ?? []), ...everywhere]) subscriber.deliver(event);
    },

    /** Ends every stream: the app is closing, or this instance may have missed events. */
    endAll(): void {
      for (const subscriber of [...everywhere, ...[...byTournament.values()].flatMap((set) => [...set])]) subscriber.end();
    },

    /** Open streams, for tests and logs. */
    get size(): number {
      let count = everywhere.size;
      for (const set of byTournament.values()) count += set.size;
      return count;
    },
  };
}

export type LiveHub = ReturnType<typeof liveHub>;

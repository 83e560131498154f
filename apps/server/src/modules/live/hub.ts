/** One open stream as the hub sees it: what to do with an event, and how to end it. */
export interface Subscriber<Event = unknown> {
  deliver(event: Event): void;
  end(): void;
}

/**
 * This instance's open streams, by topic (a tournament's, every tournament's, and with the next
 * issues a person's), with how many each client address holds. A module publishes what it heard
 * on the notification channel to a topic, and it goes to the streams of that topic. Nothing here
 * is shared between instances: each hears the same notifications and serves its own streams.
 */
export function liveHub(streamsPerAddress: number) {
  const byTopic = new Map<string, Set<Subscriber<never>>>();
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

    /** Adds a subscriber to a topic; gives back the removal. */
    subscribe<Event>(topic: string, subscriber: Subscriber<Event>): () => void {
      const set = byTopic.get(topic) ?? new Set();
      byTopic.set(topic, set);
      set.add(subscriber as Subscriber<never>);
      return () => {
        set.delete(subscriber as Subscriber<never>);
        if (set.size === 0) byTopic.delete(topic);
      };
    },

    publish<Event>(topic: string, event: Event): void {
      for (const subscriber of [...(byTopic.get(topic) ?? [])]) (subscriber as Subscriber<Event>).deliver(event);
    },

    /** Ends every stream: the app is closing, or this instance may have missed events. */
    endAll(): void {
      for (const subscriber of [...byTopic.values()].flatMap((set) => [...set])) subscriber.end();
    },

    /** Open streams, for tests and logs. */
    get size(): number {
      let count = 0;
      for (const set of byTopic.values()) count += set.size;
      return count;
    },
  };
}

export type LiveHub = ReturnType<typeof liveHub>;

import type { TournamentEvent } from "@turnuva/contract/live-rules";
import { act } from "@testing-library/react";
import { vi } from "vitest";

type Listener = (event: Event) => void;

/**
 * The browser's EventSource at the network boundary (jsdom has none): each stream the app opens is
 * recorded with its address, and the test plays the server's part: `open()` (200 and `ready`),
 * `send(event)` (a `tournament` event), `drop()` (the connection lost; the browser tries again)
 * and `refuse()` (an answer the browser gives up on: 429, 204, 500).
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = 0;
  readonly withCredentials = false;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(readonly url: string) {
    streams.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.readyState = 2;
  }

  get closed() {
    return this.readyState === 2;
  }

  private dispatch(type: string, event: Event) {
    if (this.readyState === 2) return;
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
  }

  open(version: number | null = null) {
    act(() => {
      this.readyState = 1;
      this.dispatch("open", new Event("open"));
      this.dispatch("ready", new MessageEvent("ready", { data: JSON.stringify({ version }) }));
    });
  }
  send(event: TournamentEvent) {
    act(() => this.dispatch("tournament", new MessageEvent("tournament", { data: JSON.stringify(event), lastEventId: String(event.version) })));
  }
  drop() {
    act(() => {
      this.readyState = 0;
      this.dispatch("error", new Event("error"));
    });
  }
  refuse() {
    act(() => {
      const listeners = [...(this.listeners.get("error") ?? [])];
      this.readyState = 2;
      for (const listener of listeners) listener(new Event("error"));
    });
  }
}

let streams: FakeEventSource[] = [];

/** Puts the fake in the browser's place; `streams` lists every stream opened since, oldest first. */
export function stubEventSource() {
  streams = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  return {
    streams: () => streams,
    /** The last stream opened whose address contains `part`. */
    latest(part: string): FakeEventSource {
      const found = streams.findLast((stream) => stream.url.includes(part));
      if (!found) throw new Error(`No stream to ${part}; opened: ${streams.map((s) => s.url).join(", ") || "none"}`);
      return found;
    },
  };
}

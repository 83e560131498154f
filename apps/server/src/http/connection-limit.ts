import type { Server } from "node:http";
import type { Socket } from "node:net";
import proxyAddr from "@fastify/proxy-addr";
import { closeWith } from "./raw-answers.ts";

/**
 * At most `max` open connections from one address that is not a trusted proxy (issue 23;
 * CONNECTIONS_PER_ADDRESS): one client that opens thousands of connections and keeps them would
 * otherwise use up the process's file descriptors and make the server unreachable for everybody.
 * A connection over the bound is answered `refusal` (a 429 written straight to the socket) and
 * closed before Node's HTTP parser is given it, so it costs nothing further. A proxy in
 * TRUST_PROXY speaks for many clients and is not bounded here; behind one, the proxy's own limits
 * apply (README, "Running at scale"). The live streams have their own, smaller bound per address.
 *
 * Node's HTTP server handles a new connection in the one `connection` listener it adds itself;
 * that listener is taken out and called from ours, only for connections under the bound.
 */
export function limitConnectionsPerAddress(server: Server, options: { max: number; trustProxy: false | string[]; refusal: Buffer }): void {
  const httpListeners = server.listeners("connection");
  const [handOver] = httpListeners;
  if (httpListeners.length !== 1 || !handOver) throw new Error(`expected Node's one connection listener, found ${httpListeners.length}`);
  server.removeListener("connection", handOver as (socket: Socket) => void);

  const trusted = options.trustProxy ? proxyAddr.compile(options.trustProxy) : () => false;
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address !== undefined && !trusted(address, 0)) {
      const count = (open.get(address) ?? 0) + 1;
      if (count > options.max) {
        closeWith(socket, options.refusal);
        return;
      }
      open.set(address, count);
      socket.once("close", () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    }
    handOver.call(server, socket);
  });
}

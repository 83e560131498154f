import { createServer } from "node:net";

/** A TCP port on 127.0.0.1 that nothing listens on right now (the system's choice of port 0). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

/** A TCP port on 127.0.0.1 that nothing listens on right now (free-port.mjs). */
export declare const freePort: () => Promise<number>;

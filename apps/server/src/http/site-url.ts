import type { Config } from "../config.ts";

/**
 * The absolute base of links that leave the request (mails, push, unsubscribe links): PUBLIC_URL,
 * else this machine's own address, which is what a person trying the product locally opens.
 */
export function siteUrlOf(config: Pick<Config, "publicUrl" | "port">): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

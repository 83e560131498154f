import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { lookup as dnsLookupAll } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Issue 26, no request forgery through push: a subscription's endpoint is a URL anyone signed in
 * can hand in, and the server then POSTs to it. It must not reach this machine or a network behind
 * it. Checked when the subscription is made and again when it is used (a name can resolve
 * elsewhere tomorrow), and once more at the connection itself (`guardedLookup`), so that a name
 * answering a public address to the check and a private one to the connection still goes nowhere.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", 0.0.0.0 (unspecified)
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // shared address space (carrier NAT)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (and cloud metadata services)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // protocol assignments
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  notPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  notPublic.addSubnet(network, prefix, "ipv6");
}

/** Whether an IP address is one the server may send to: not loopback, private, link-local or unspecified. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // BlockList applies the IPv4 rules to IPv4 addresses written as IPv6 (::ffff:127.0.0.1, ::ffff:7f00:1).
  return !notPublic.check(address, family === 4 ? "ipv4" : "ipv6");
}

export type EndpointProblem = "private" | "unresolvable";

/**
 * Why the server would not send to this https URL, or null: every address its host resolves to
 * must be public (one private address among public ones is enough to refuse).
 */
export async function endpointProblem(endpoint: string, allowPrivate: boolean): Promise<EndpointProblem | null> {
  if (allowPrivate) return null;
  // The URL's hostname writes an IPv6 address in brackets.
  const host = new URL(endpoint).hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(host)) return isPublicAddress(host) ? null : "private";
  let addresses: LookupAddress[];
  try {
    addresses = await dnsLookupAll(host, { all: true, verbatim: true });
  } catch {
    return "unresolvable";
  }
  if (addresses.length === 0) return "unresolvable";
  return addresses.every((entry) => isPublicAddress(entry.address)) ? null : "private";
}

/**
 * The lookup the push connections use: the system's, refusing a name that resolves to an address
 * that is not public (checked at the moment of connecting, where a second answer could differ).
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) {
      const refusal = Object.assign(new Error(`push endpoint ${hostname} resolves to ${refused.address}, not a public address`), {
        code: "EPUSHPRIVATE",
      });
      return callback(refusal, "", 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    if (!first) return callback(Object.assign(new Error(`push endpoint ${hostname} has no address`), { code: "ENOTFOUND" }), "", 0);
    callback(null, first.address, first.family);
  });
};

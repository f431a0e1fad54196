import "server-only";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";
import { Agent, type Dispatcher, fetch as undiciFetch } from "undici";
import { env } from "@/server/env";

/**
 * Where the console may send signed requests. A merchant account's base URL is typed by a person, so
 * without this the console would fetch any address its host can reach (loopback services, the cloud's
 * metadata endpoint, the private network) on their behalf. Only public addresses are reached, unless an
 * operator names a host in UPSTREAM_ALLOWED_HOSTS (the embedded sandbox on loopback, a gateway on the
 * private network). The check runs when the connection is made, on the addresses DNS answered for that
 * very connection, so a name that resolves elsewhere between a check and the call gains nothing.
 */

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this" network, unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96], // NAT64 (carries an IPv4 address)
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** Whether an address is on the public internet (IPv4-mapped IPv6 judged by its IPv4 part). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** `host` or `host:port` entries, lower-cased; a host without a port is allowed on any port. */
export function parseAllowedHosts(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== "");
}

/** The operator's allow-list, read when a call is made. */
export function upstreamAllowedHosts(): string[] {
  return parseAllowedHosts(env().UPSTREAM_ALLOWED_HOSTS);
}

export function isAllowedHost(url: URL, allowed: readonly string[]): boolean {
  const host = url.hostname.toLowerCase();
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return allowed.includes(host) || allowed.includes(`${host}:${port}`);
}

export class BlockedAddressError extends Error {
  override name = "BlockedAddressError";
  readonly code = "EADDRBLOCKED";
}

const refusal = (host: string) =>
  new BlockedAddressError(
    `${host} is not a public address; an operator can allow it with UPSTREAM_ALLOWED_HOSTS`,
  );

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** DNS resolution that refuses to hand a non-public address to the connection. */
function publicOnlyLookup(hostname: string, options: object, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some((entry) => !isPublicAddress(entry.address))) {
      return callback(refusal(hostname), []);
    }
    const wantsAll = "all" in options && (options as { all?: boolean }).all === true;
    if (wantsAll) return callback(null, list);
    const [first] = list;
    return callback(null, first?.address ?? "", first?.family);
  });
}

let guardedAgent: Dispatcher | undefined;
let plainAgent: Dispatcher | undefined;

function agent(): Dispatcher {
  guardedAgent ??= new Agent({ connect: { lookup: publicOnlyLookup } });
  return guardedAgent;
}

/**
 * A fetch for one base URL under the policy: allowed hosts go through plainly; others must name a public
 * address, checked on the literal address or on every DNS answer at connect time.
 */
export function guardedFetchFor(baseUrl: string, allowedHosts: readonly string[]): typeof fetch {
  const url = new URL(baseUrl);
  // Both go through the console's own undici agents (kept-alive connections), never through a global
  // fetch that a framework may have wrapped with caching and tracing.
  if (isAllowedHost(url, allowedHosts)) {
    return async (input, init) => {
      plainAgent ??= new Agent();
      const response = await undiciFetch(input as string, { ...(init as object), dispatcher: plainAgent });
      return response as unknown as Response;
    };
  }
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  return async (input, init) => {
    if (isIP(literal) !== 0 && !isPublicAddress(literal))
      throw new TypeError("fetch failed", { cause: refusal(literal) });
    const response = await undiciFetch(input as string, { ...(init as object), dispatcher: agent() });
    return response as unknown as Response;
  };
}

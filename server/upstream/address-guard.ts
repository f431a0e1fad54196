import "server-only";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";
import { Agent, type Dispatcher } from "undici";
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
  ["::", 96], // IPv4-compatible (deprecated), `::`, `::1` and `::7f00:1` among them
  ["64:ff9b::", 96], // NAT64 (carries an IPv4 address)
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

// IPv4-mapped IPv6 (::ffff:0:0/96) is judged by the IPv4 address it carries; one written in a form
// `mappedIpv4` does not read is refused. Kept apart from `blocked`, which applies IPv6 rules to every IPv4
// address as if it were mapped, so a mapped range there would refuse all of them.
const mappedRange = new BlockList();
mappedRange.addSubnet("::ffff:0:0", 96, "ipv6");

/** The IPv4 address an IPv4-mapped IPv6 address (`::ffff:1.2.3.4` or `::ffff:102:304`) carries. */
function mappedIpv4(address: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (dotted) return dotted;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex?.[1] || !hex[2]) return null;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/** Whether an address is on the public internet (IPv4-mapped IPv6 judged by its IPv4 part). */
export function isPublicAddress(address: string): boolean {
  const mapped = mappedIpv4(address);
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6 && mappedRange.check(address, "ipv6")) return false;
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

/** The part of fetch's answer the console reads from the payments service. */
export interface UpstreamAnswer {
  status: number;
  ok: boolean;
  headers: Headers;
  text(): Promise<string>;
}

export interface UpstreamCallInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

/** A fetch of one service: what the transport calls, and what tests may replace with the global fetch. */
export type UpstreamFetch = (url: string, init?: UpstreamCallInit) => Promise<UpstreamAnswer>;

function answerHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.append(name, value);
  }
  return headers;
}

/**
 * One call on a kept-alive undici agent, without fetch's stream and Request machinery (a large share of a
 * forwarded call's CPU). Behaves as fetch with `redirect: "error"` does: a redirect is refused, not
 * followed, and every failure to get an answer is a TypeError whose cause says why.
 */
async function call(
  dispatcher: Dispatcher,
  input: string,
  init: UpstreamCallInit = {},
): Promise<UpstreamAnswer> {
  const url = new URL(input);
  let answer: Dispatcher.ResponseData;
  try {
    answer = await dispatcher.request({
      origin: url.origin,
      path: url.pathname + url.search,
      method: (init.method ?? "GET") as Dispatcher.HttpMethod,
      headers: init.headers,
      body: init.body,
      signal: init.signal,
    });
  } catch (cause) {
    if (init.signal?.aborted) throw init.signal.reason;
    throw new TypeError("fetch failed", { cause });
  }
  const { statusCode, body } = answer;
  if (statusCode >= 300 && statusCode < 400) {
    await body.dump();
    throw new TypeError("fetch failed", { cause: new Error(`unexpected redirect (${statusCode})`) });
  }
  const headers = answerHeaders(answer.headers);
  return {
    status: statusCode,
    ok: statusCode >= 200 && statusCode < 300,
    headers,
    text: () => body.text(),
  };
}

/**
 * A fetch for one base URL under the policy: allowed hosts go through plainly; others must name a public
 * address, checked on the literal address or on every DNS answer at connect time.
 */
export function guardedFetchFor(baseUrl: string, allowedHosts: readonly string[]): UpstreamFetch {
  const url = new URL(baseUrl);
  // Both go through the console's own undici agents (kept-alive connections), never through a global
  // fetch that a framework may have wrapped with caching and tracing.
  if (isAllowedHost(url, allowedHosts)) {
    return (input, init) => {
      plainAgent ??= new Agent();
      return call(plainAgent, input, init);
    };
  }
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  return async (input, init) => {
    if (isIP(literal) !== 0 && !isPublicAddress(literal))
      throw new TypeError("fetch failed", { cause: refusal(literal) });
    return call(agent(), input, init);
  };
}

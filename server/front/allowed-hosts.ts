import "server-only";
import { isIP } from "node:net";
import { asHostName, type HostAndPort, parseHost } from "@/lib/host-header";

// DNS rebinding defence, as the sandbox's (sandbox/http/host-guard.ts): a page on another site can point
// its own name at the console's address and then talk to it from a victim's browser, which still sends that
// foreign name in `Host`. The console answers only the names it is configured with (421 otherwise).

export interface AllowedHostsConfig {
  /** PUBLIC_URL, CONSOLE_PUBLIC_URL, AUTH_URL: the console's own public origins. */
  publicUrls: ReadonlyArray<string | undefined>;
  /** HOST and PORT: where the front server listens. */
  listenHost: string;
  port: number;
  /** ALLOWED_HOSTS: `host` or `host:port` entries, comma-separated (a host without a port: any port). */
  allowedHosts: string | undefined;
}

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];
const WILDCARDS = new Set(["", "0.0.0.0", "::", "[::]"]);

function isLoopback(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, "");
  return name === "localhost" || name === "::1" || (isIP(name) === 4 && name.startsWith("127."));
}

/** `host` or `host:port` entries of ALLOWED_HOSTS; throws on an entry that is neither. */
export function parseAllowedHosts(value: string | undefined): HostAndPort[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map((entry) => {
      const parsed = parseHost(entry.includes(":") && isIP(entry) === 6 ? `[${entry}]` : entry);
      if (parsed === null) throw new Error(`ALLOWED_HOSTS: "${entry}" is not a host or host:port`);
      return parsed;
    });
}

/** Every name (and port) the console answers to. */
export function allowedHostEntries(config: AllowedHostsConfig): HostAndPort[] {
  const entries: HostAndPort[] = [];
  for (const text of config.publicUrls) {
    if (!text) continue;
    const url = new URL(text);
    const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
    entries.push({ name: asHostName(url.hostname), port });
  }
  if (!WILDCARDS.has(config.listenHost))
    entries.push({ name: asHostName(config.listenHost), port: config.port });
  // Listening on loopback (or on every address, loopback among them): its names, on this port.
  if (WILDCARDS.has(config.listenHost) || isLoopback(config.listenHost)) {
    for (const name of LOOPBACK_NAMES) entries.push({ name, port: config.port });
  }
  entries.push(...parseAllowedHosts(config.allowedHosts));
  return entries;
}

/**
 * Whether a Host value names the console. Values found good are remembered (a bounded few), so the check
 * of a request is one set lookup.
 */
export function hostMatcher(config: AllowedHostsConfig): (header: string) => boolean {
  const entries = allowedHostEntries(config);
  const known = new Set<string>();
  const matches = (header: string): boolean => {
    const host = parseHost(header);
    if (host === null) return false;
    return entries.some(
      (entry) =>
        entry.name === host.name &&
        (entry.port === null ||
          entry.port === host.port ||
          // A Host without a port names the scheme's default one.
          (host.port === null && (entry.port === 80 || entry.port === 443))),
    );
  };
  return (header) => {
    if (known.has(header)) return true;
    const answer = matches(header);
    if (answer && known.size < 256) known.add(header);
    return answer;
  };
}

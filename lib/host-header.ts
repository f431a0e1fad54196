// A `Host` (or `X-Forwarded-Host`) value taken apart: both programs answer only requests addressed to their
// own names, against DNS rebinding (sandbox/http/host-guard.ts, server/front/allowed-hosts.ts).

export interface HostAndPort {
  /** Lower-cased, without a trailing dot; IPv6 addresses in brackets, as a Host header writes them. */
  name: string;
  /** The port written in the value, or null when it names none. */
  port: number | null;
}

const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/;

/** The name and port of a Host value; null when it is not a host and optional port. */
export function parseHost(header: string): HostAndPort | null {
  const match = HOST.exec(header.trim().toLowerCase());
  if (!match?.[1]) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && port > 65_535) return null;
  const name = match[1].endsWith(".") ? match[1].slice(0, -1) : match[1];
  return name === "" ? null : { name, port };
}

/** The host name of a Host value, lower-cased and without the port; null when malformed. */
export function hostName(header: string): string | null {
  return parseHost(header)?.name ?? null;
}

/** `::1` and `[::1]` name the same address; Host headers always bracket IPv6. */
export function asHostName(address: string): string {
  const name = address.trim().toLowerCase();
  return name.includes(":") && !name.startsWith("[") ? `[${name}]` : name;
}

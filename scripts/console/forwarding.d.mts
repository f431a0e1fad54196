// Types of forwarding.mjs, which stays plain JavaScript so the console's server runs under Node alone.
export type HeaderBag = Record<string, string | string[] | undefined>;

export declare const HSTS_VALUE: string;
export declare function parseTrustedHops(value: string | undefined): number;
export declare function clientAddress(
  headers: HeaderBag,
  socketAddress: string | undefined,
  trustedHops: number,
): string;
export declare function normalizeForwarding(
  headers: HeaderBag,
  socket: { remoteAddress?: string; encrypted?: boolean },
  trustedHops: number,
): boolean;
export declare function sendsHsts(requestIsHttps: boolean, publicUrl: string | undefined): boolean;
export declare function rawHeadersOf(headers: HeaderBag): string[];

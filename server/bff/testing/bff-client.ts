// Calls the forwarder's route handlers in process, as Next.js would, without a server.
import type { ForwardParams } from "../forwarder";
import type { RouteHandler } from "../with-account";

export const CONSOLE_ORIGIN = "http://localhost:3000";

export interface BffResponse {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary fields of the JSON they receive.
  body: any;
}

type Handlers = Record<"GET" | "POST" | "PATCH" | "DELETE", RouteHandler<ForwardParams>>;

/** Every response seen, so a test can search all of them for key material. */
export const seenResponses: BffResponse[] = [];

export async function callBff(
  handlers: Handlers,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  accountId: string,
  upstreamPathWithQuery: string,
  options: {
    body?: unknown;
    rawBody?: string;
    origin?: string | null;
    cookie?: string;
    contentType?: string;
  } = {},
): Promise<BffResponse> {
  const url = `${CONSOLE_ORIGIN}/api/accounts/${accountId}${upstreamPathWithQuery}`;
  const headers: Record<string, string> = {};
  const origin = options.origin === undefined ? CONSOLE_ORIGIN : options.origin;
  if (origin !== null) headers.origin = origin;
  if (options.cookie !== undefined) headers.cookie = options.cookie;
  const text = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (text !== undefined) headers["content-type"] = options.contentType ?? "application/json";
  const request = new Request(url, { method, headers, body: text });
  // Next passes the catch-all segments decoded.
  const pathname = upstreamPathWithQuery.split("?")[0] ?? "";
  const path = pathname
    .replace(/^\/v1\//, "")
    .split("/")
    .map(decodeURIComponent);
  const response = await handlers[method](request, { params: Promise.resolve({ accountId, path }) });
  const raw = await response.text();
  let body: unknown = raw;
  try {
    body = raw === "" ? null : JSON.parse(raw);
  } catch {
    // keep the text
  }
  const result = { status: response.status, headers: response.headers, text: raw, body };
  seenResponses.push(result);
  return result;
}

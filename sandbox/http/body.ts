import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { fieldName } from "@/lib/payments-api";
import { ApiError, badRequest } from "./errors";

// Every request body the sandbox reads (the /v1 router, the control API, the hosted pages' forms) goes
// through here, with the sandbox's own limits (docs/service-rules.md §12): a size cap enforced while the
// bytes arrive, a deadline for the whole body, a nesting limit for JSON and no NUL characters in text,
// which Postgres cannot store.

export const MAX_BODY_BYTES = 1_000_000;
export const MAX_JSON_DEPTH = 32;

const tooLarge = () =>
  new ApiError(413, `Request body is larger than ${MAX_BODY_BYTES.toLocaleString("en")} bytes`);
const tooSlow = (ms: number) => new ApiError(408, `Request body did not arrive within ${ms / 1000} seconds`);

/** Refuses a declared length over the cap before anything reads the body, on every route. */
export const bodyLengthGuard: MiddlewareHandler = async (c, next) => {
  const declared = c.req.header("content-length");
  if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) {
    return c.json(tooLarge().toBody(), 413, { Connection: "close" });
  }
  await next();
};

function readIncoming(incoming: IncomingMessage, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error: ApiError | null) => {
      clearTimeout(timer);
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onError);
      incoming.off("close", onClose);
      if (error === null) return resolve(Buffer.concat(chunks));
      // Stop taking bytes; the answer goes out with Connection: close and the rest is never buffered.
      incoming.pause();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) return finish(tooLarge());
      chunks.push(chunk);
    };
    const onEnd = () => finish(null);
    const onError = () => finish(badRequest("Request body could not be read"));
    const onClose = () => {
      if (!incoming.readableEnded) finish(badRequest("Request body ended early"));
    };
    const timer = setTimeout(() => finish(tooSlow(timeoutMs)), timeoutMs);
    if (incoming.readableEnded) return finish(null);
    incoming.on("data", onData);
    incoming.on("end", onEnd);
    incoming.on("error", onError);
    incoming.on("close", onClose);
  });
}

/** The body as text (UTF-8), read under the size cap and the deadline; "" for a request without one. */
export async function readBodyText(c: Context, timeoutMs: number): Promise<string> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) return (await readIncoming(incoming, timeoutMs)).toString("utf8");
  // Outside the Node server (app.request in tests) the body is already in memory.
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw tooLarge();
  return text;
}

/** How deeply arrays and objects nest in JSON text, counting only brackets outside strings. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") deepest = Math.max(deepest, ++depth);
    else if (ch === "}" || ch === "]") depth--;
  }
  return deepest;
}

/** The path of the first string (or object key) holding a NUL character, or null. */
export function nulPath(value: unknown, path: Array<string | number> = []): Array<string | number> | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const here = [...path, Array.isArray(value) ? Number(key) : key];
    if (key.includes("\u0000")) return here;
    const found = nulPath(item, here);
    if (found) return found;
  }
  return null;
}

export function nulError(path: Array<string | number>): ApiError {
  const field = fieldName(path);
  const message = `${field} must not contain NUL characters`;
  return badRequest(message, [{ field, constraint: "noNulCharacters", message }]);
}

/** A JSON object body: an empty body is `{}`; anything else that is not a JSON object is a 400. */
export function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === "") return {};
  // Checked before parsing, so a hostile body never reaches code that walks it recursively.
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw badRequest(`Request body nests more than ${MAX_JSON_DEPTH} levels deep`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("Request body must be valid JSON");
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw badRequest("Request body must be a JSON object");
  }
  const nul = nulPath(value);
  if (nul) throw nulError(nul);
  return value as Record<string, unknown>;
}

/**
 * A urlencoded form (the hosted pages post plain HTML forms); other encodings give no fields. The page
 * checks the values (including for NUL characters) and shows what is wrong on the form.
 */
export async function readForm(c: Context, timeoutMs: number): Promise<Record<string, string>> {
  const text = await readBodyText(c, timeoutMs);
  const type = c.req.header("content-type") ?? "";
  const values: Record<string, string> = {};
  if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded")) return values;
  for (const [key, value] of new URLSearchParams(text)) values[key] = value;
  return values;
}

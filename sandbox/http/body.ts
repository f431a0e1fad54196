import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { MAX_JSON_DEPTH, parseJsonLimited, type TextProblem, unstorableText } from "@/lib/json";
import { fieldName } from "@/lib/payments-api";
import { ApiError, badRequest } from "./errors";

// Every request body the sandbox reads (the /v1 router, the control API, the hosted pages' forms) goes
// through here, with the sandbox's own limits (docs/service-rules.md §12): a size cap enforced while the
// bytes arrive, a deadline for the whole body, a nesting limit for JSON, and text stored as sent: no NUL
// characters, which Postgres cannot store, and no lone surrogates, which would be stored as U+FFFD.

export const MAX_BODY_BYTES = 1_000_000;

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

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The body as text, read under the size cap and the deadline; "" for a request without one. Bytes that are
 * not UTF-8 are refused, not read as U+FFFD.
 */
export async function readBodyText(c: Context, timeoutMs: number): Promise<string> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) {
    const bytes = await readIncoming(incoming, timeoutMs);
    try {
      return utf8.decode(bytes);
    } catch {
      throw badRequest("Request body must be UTF-8 text");
    }
  }
  // Outside the Node server (app.request in tests) the body is already in memory.
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw tooLarge();
  return text;
}

/** The path of the first string (or object key) holding a NUL character, or null (queries). */
export function nulPath(value: unknown): Array<string | number> | null {
  const found = unstorableText(value);
  return found?.problem === "nul" ? found.path : null;
}

/** A 400 naming the field whose text cannot be stored as sent. */
export function textError(path: Array<string | number>, problem: TextProblem): ApiError {
  const field = fieldName(path);
  if (problem === "nul") {
    const message = `${field} must not contain NUL characters`;
    return badRequest(message, [{ field, constraint: "noNulCharacters", message }]);
  }
  const message = `${field} holds a lone surrogate (half of a UTF-16 pair), which is not a character`;
  return badRequest(message, [{ field, constraint: "wellFormedText", message }]);
}

export const nulError = (path: Array<string | number>): ApiError => textError(path, "nul");

/** A JSON object body: an empty body is `{}`; anything else that is not a JSON object is a 400. */
export function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === "") return {};
  // The depth is checked before parsing, so a hostile body never reaches code that walks it recursively.
  const parsed = parseJsonLimited(text, MAX_JSON_DEPTH);
  if (!parsed.ok && parsed.reason === "too_deep") {
    throw badRequest(`Request body nests more than ${MAX_JSON_DEPTH} levels deep`);
  }
  if (!parsed.ok) throw badRequest("Request body must be valid JSON");
  const value = parsed.value;
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw badRequest("Request body must be a JSON object");
  }
  // Stored as sent, or refused: a NUL cannot be stored, and a lone surrogate would become U+FFFD.
  const unstorable = unstorableText(value);
  if (unstorable) throw textError(unstorable.path, unstorable.problem);
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

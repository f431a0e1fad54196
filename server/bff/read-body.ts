import "server-only";
import { BffError } from "./errors";

/** Larger than any request body of the contract (payments carry at most 50 goods). */
export const MAX_BODY_BYTES = 256 * 1024;

const tooLarge = (limit: number) =>
  new BffError("payload_too_large", `The request body must be at most ${Math.floor(limit / 1024)} KiB`);

/** A body must arrive whole within this long: a client dripping bytes cannot hold a request open. */
export const BODY_DEADLINE_MS = 10_000;

/**
 * The body as text, refusing (413) a body over the limit without reading all of it, and (408) one that
 * does not arrive whole before the deadline.
 */
export async function readBody(
  request: Request,
  limit = MAX_BODY_BYTES,
  deadlineMs = BODY_DEADLINE_MS,
): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new BffError("request_timeout", "The request body did not arrive in time")),
      deadlineMs,
    );
  });
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), late]);
      if (done) break;
      size += value.byteLength;
      if (size > limit) throw tooLarge(limit);
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw error;
  } finally {
    clearTimeout(timer);
  }
  try {
    return utf8.decode(Buffer.concat(chunks));
  } catch {
    throw new BffError("validation_failed", "The request body must be UTF-8 text", [
      { field: "body", constraint: "encoding", message: "The request body must be UTF-8 text" },
    ]);
  }
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The body of a JSON request as text: any non-empty body must say it is JSON (415 otherwise), so a form or
 * a `text/plain` post, which a browser may send to another site without asking first, is never taken for one.
 */
export async function readJsonBody(request: Request): Promise<string> {
  const text = await readBody(request);
  if (text === "") return text;
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "application/json" && !/^application\/[\w.+-]+\+json$/.test(type)) {
    throw new BffError("unsupported_media_type", "The request body must be sent as application/json");
  }
  return text;
}

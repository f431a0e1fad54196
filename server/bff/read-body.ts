import "server-only";
import { BffError } from "./errors";

/** Larger than any request body of the contract (payments carry at most 50 goods). */
export const MAX_BODY_BYTES = 256 * 1024;

const tooLarge = (limit: number) =>
  new BffError("payload_too_large", `The request body must be at most ${Math.floor(limit / 1024)} KiB`);

/** The body as text, refusing (413) a body over the limit without reading all of it. */
export async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

import "server-only";
import { createHash } from "node:crypto";
import { IncomingMessage } from "node:http";
import { isPagePath } from "@/lib/security-headers";
import { minimumArguments, replyProblem } from "./action-reply";
import type { Refusal } from "./refusal";

// A server action's request (a POST to a page with `Next-Action`, or a multipart form a page posts
// before JavaScript runs) is read by the front server first, under Next's own size limit, and checked the
// way Next will decode it (action-reply.ts): what Next would fail on with a 500 is refused here with a 4xx
// in words, and Next gets the same bytes back (`replayed`). Only these requests are read here; every other
// request, the forward among them, streams to its handler untouched.

/** Next's limit for an action's body (the default of `serverActions.bodySizeLimit`). */
export const MAX_ACTION_BODY_BYTES = 1024 * 1024;

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Whether Next would take this request for a server action. */
export function isActionRequest(request: IncomingMessage): boolean {
  if (request.method !== "POST") return false;
  const multipart = contentType(request).startsWith("multipart/form-data");
  if (request.headers["next-action"] === undefined && !multipart) return false;
  return isPagePath((request.url ?? "/").split("?")[0] ?? "/");
}

/** The content type, lower-cased for comparing (never for parsing: a multipart boundary is case-sensitive). */
function contentType(request: IncomingMessage): string {
  return String(request.headers["content-type"] ?? "").toLowerCase();
}

/** What may be written to a log about a refused body: its length and a digest, never its bytes. */
export function bodyFingerprint(body: Buffer): { bytes: number; sha256: string } {
  return { bytes: body.length, sha256: createHash("sha256").update(body).digest("hex").slice(0, 16) };
}

const tooLarge = (): Refusal => ({
  status: 413,
  message: `An action's request may carry at most ${MAX_ACTION_BODY_BYTES / 1024 / 1024} MB`,
  close: true,
});

/** The body, read whole under the limit; null when the client went away before sending it all. */
export function readActionBody(request: IncomingMessage): Promise<Buffer | Refusal | null> {
  const declared = Number(request.headers["content-length"] ?? "0");
  if (Number.isFinite(declared) && declared > MAX_ACTION_BODY_BYTES) return Promise.resolve(tooLarge());
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: Buffer | Refusal | null) => {
      request.off("data", onData);
      request.off("end", onEnd);
      request.off("close", onClose);
      request.off("error", onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_ACTION_BODY_BYTES) {
        request.pause();
        finish(tooLarge());
      } else chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks));
    const onClose = () => finish(null);
    request.on("data", onData);
    request.on("end", onEnd);
    request.on("close", onClose);
    request.on("error", onClose);
  });
}

function bad(message: string): Refusal {
  return { status: 400, message };
}

/** Why Next could not decode this action request's body, or null when it can. */
export async function actionBodyProblem(request: IncomingMessage, body: Buffer): Promise<Refusal | null> {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return bad("The action's request must be UTF-8 text");
  }
  const type = contentType(request);
  const actionId = request.headers["next-action"];
  const fetchAction = actionId !== undefined;
  const root = { minArgs: minimumArguments(String(actionId ?? "")) };
  if (!type.startsWith("multipart/form-data")) return replyProblem(new Map([[0, text]]), root);
  let form: FormData;
  try {
    const exactType = String(request.headers["content-type"]);
    form = await new Response(new Uint8Array(body), { headers: { "content-type": exactType } }).formData();
  } catch {
    return bad("The action's form data is not valid multipart/form-data");
  }
  // A fetch action's reply is the numbered fields; a form posted before JavaScript names its action
  // (`$ACTION_ID_…`) or carries a bound one as a reply of its own (`$ACTION_REF_n`, fields `$ACTION_n:…`).
  const replies = new Map<string, Map<number, string>>();
  const addTo = (prefix: string, id: string, value: string) => {
    const chunks = replies.get(prefix) ?? new Map<number, string>();
    chunks.set(Number(id), value);
    replies.set(prefix, chunks);
  };
  for (const [name, value] of form) {
    if (typeof value !== "string") return bad("The console's actions take text, not files");
    const numbered = /^(\d{1,4})$/.exec(name);
    const bound = /^(\$ACTION_\d{1,4}:)(\d{1,4})$/.exec(name);
    if (fetchAction && numbered?.[1]) addTo("", numbered[1], value);
    else if (!fetchAction && bound?.[1] && bound[2]) addTo(bound[1], bound[2], value);
    else if (!fetchAction && name.startsWith("$ACTION_REF_")) {
      // A bound action without its description would fail to decode: an empty reply says so.
      const prefix = `$ACTION_${name.slice("$ACTION_REF_".length)}:`;
      if (!replies.has(prefix)) replies.set(prefix, new Map());
    }
  }
  if (fetchAction && !replies.has("")) return bad("The action's arguments are missing");
  for (const [prefix, chunks] of replies) {
    const problem = replyProblem(chunks, prefix === "" ? root : "any");
    if (problem) return problem;
  }
  return null;
}

/** A request carrying `body` again, for Next to read as if it came from the socket. */
export function replayed(request: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(request.socket);
  copy.method = request.method;
  copy.url = request.url;
  copy.headers = request.headers;
  copy.rawHeaders = request.rawHeaders;
  copy.httpVersion = request.httpVersion;
  copy.httpVersionMajor = request.httpVersionMajor;
  copy.httpVersionMinor = request.httpVersionMinor;
  copy.push(body);
  copy.push(null);
  copy.complete = true;
  return copy;
}

import { request } from "node:http";

// Requests the fetch API cannot make: bodies streamed in chunks, dripped slowly, or far larger than what
// the client waits to send. Loopback only; every loop is bounded by a byte count or a deadline.

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Body bytes written before the answer came (or the socket closed). */
  bytesSent: number;
}

export interface StreamOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Total bytes to offer; sending stops early once the server answers. */
  totalBytes: number;
  chunkBytes?: number;
  /** Pause between chunks, for a slow drip. */
  delayMs?: number;
  /** Declare the length up front instead of sending chunked. */
  declareLength?: boolean;
  /** Give up after this long. */
  timeoutMs?: number;
}

/**
 * Streams a body of `totalBytes` (the letter "a") to `url`, answering as soon as the server does. A server
 * that answers and closes while the body is still being written can break the pipe before the client has
 * read its answer (a busy machine makes that likelier): such a request is made once more, and a second
 * break is the test's failure.
 */
export async function streamBody(url: string, options: StreamOptions): Promise<RawResponse> {
  try {
    return await streamOnce(url, options);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== "EPIPE" && code !== "ECONNRESET") throw error;
    return streamOnce(url, options);
  }
}

function streamOnce(url: string, options: StreamOptions): Promise<RawResponse> {
  const target = new URL(url);
  const chunk = Buffer.alloc(options.chunkBytes ?? 64 * 1024, "a");
  const headers: Record<string, string> = { "content-type": "application/json", ...options.headers };
  if (options.declareLength) headers["content-length"] = String(options.totalBytes);
  else headers["transfer-encoding"] = "chunked";

  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const deadline = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${options.timeoutMs ?? 20_000} ms (sent ${bytesSent} bytes)`));
    }, options.timeoutMs ?? 20_000);

    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: options.method ?? "POST",
        headers,
      },
      (res) => {
        answered = true;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (text: string) => {
          body += text;
        });
        res.on("end", () => {
          clearTimeout(deadline);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, bytesSent });
          req.destroy();
        });
      },
    );
    // The server may close the connection once it has answered; that is not the test's concern.
    req.on("error", (error) => {
      if (!answered) {
        clearTimeout(deadline);
        reject(error);
      }
    });

    const sendNext = () => {
      if (answered || req.destroyed) return;
      if (bytesSent >= options.totalBytes) {
        req.end();
        return;
      }
      const piece = chunk.subarray(0, Math.min(chunk.length, options.totalBytes - bytesSent));
      bytesSent += piece.length;
      const drained = req.write(piece);
      const next = () => setTimeout(sendNext, options.delayMs ?? 0);
      if (drained) next();
      else req.once("drain", next);
    };
    req.flushHeaders();
    sendNext();
  });
}

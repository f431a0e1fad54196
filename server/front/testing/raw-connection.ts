import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from connecting to the server closing the connection (or to the cap). */
  closedAfterMs: number;
  /** Milliseconds from connecting to the answer's first byte, or null when none came. */
  answeredAfterMs: number | null;
  closed: boolean;
}

/**
 * Writes `parts` on a raw HTTP connection to 127.0.0.1 (a number waits that many milliseconds), then reads
 * until the server closes it or `capMs` passes: what fetch cannot do (a stalled body, any Host header).
 */
export function rawRequest(
  port: number,
  parts: Array<string | Buffer | number>,
  capMs = 10_000,
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const received: Buffer[] = [];
    let answeredAfterMs: number | null = null;
    const socket = connect(port, "127.0.0.1");
    const finish = (closed: boolean) => {
      clearTimeout(cap);
      const text = Buffer.concat(received).toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(":")).toLowerCase(),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
      );
      resolve({
        status: Number(statusLine.split(" ")[1] ?? 0),
        headers,
        body: rest.join("\r\n\r\n"),
        closedAfterMs: performance.now() - started,
        answeredAfterMs,
        closed,
      });
    };
    const cap = setTimeout(() => {
      socket.destroy();
      finish(false);
    }, capMs);
    socket.on("data", (chunk) => {
      answeredAfterMs ??= performance.now() - started;
      received.push(chunk);
    });
    socket.on("error", () => {});
    socket.on("close", () => finish(true));
    socket.on("connect", async () => {
      for (const part of parts) {
        if (typeof part === "number") await new Promise((r) => setTimeout(r, part));
        else if (!socket.destroyed) socket.write(part);
      }
    });
  });
}

/** An HTTP/1.1 head from its lines. */
export const head = (lines: string[]) => `${lines.join("\r\n")}\r\n\r\n`;

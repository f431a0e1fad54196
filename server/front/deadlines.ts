import "server-only";
import { randomUUID } from "node:crypto";
import { type Server, type ServerOptions, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { securityHeaders } from "@/lib/security-headers";

// Node waits 300 s for a request's body by default, so a client that sends headers and then stalls (or
// drips bytes) holds a route that reads its body, and the connection, for five minutes. The front server
// gives every request two deadlines: its headers must arrive within `headersMs`, and the whole request,
// body included, within `requestMs`; past either, the client is answered 408 and the connection closed.
// Answers may take longer: the deadline ends when the request has arrived, not when the answer has.

export interface Deadlines {
  headersMs: number;
  requestMs: number;
}

/** Node's server options for the deadlines, checked every quarter-second so a stall is cut on time. */
export function deadlineOptions({ headersMs, requestMs }: Deadlines): ServerOptions {
  return {
    headersTimeout: headersMs,
    requestTimeout: requestMs,
    connectionsCheckingInterval: Math.min(250, headersMs),
  };
}

const MESSAGES: Record<number, string> = {
  400: "The request is not valid HTTP",
  408: "The request did not arrive in time",
  413: "The request is too large",
  431: "The request's headers are too large",
};

function statusOf(error: NodeJS.ErrnoException): number {
  switch (error.code) {
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return 408;
    case "HPE_HEADER_OVERFLOW":
      return 431;
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return 413;
    default:
      return 400;
  }
}

/**
 * What the client is told when Node itself refuses a request (a deadline passed, a malformed request or
 * headers too large): the console's error body, in words, with the security headers every answer carries.
 */
export function answerClientErrors(server: Server): void {
  const headers = securityHeaders()
    .map(({ key, value }) => `${key}: ${value}\r\n`)
    .join("");
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex & { bytesWritten?: number }) => {
    // A connection reset or a request already answered: nothing more to say.
    if (error.code === "ECONNRESET" || !socket.writable || (socket.bytesWritten ?? 0) > 0) {
      socket.destroy();
      return;
    }
    const status = statusOf(error);
    const requestId = randomUUID();
    const body = JSON.stringify({
      statusCode: status,
      message: MESSAGES[status],
      error: STATUS_CODES[status],
      requestId,
    });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        "Cache-Control: no-store\r\n" +
        `X-Request-Id: ${requestId}\r\n` +
        headers +
        "Connection: close\r\n\r\n" +
        body,
      () => socket.destroy(),
    );
  });
}

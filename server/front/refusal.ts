import "server-only";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { STATUS_CODES } from "node:http";
import { isPagePath, securityHeaders } from "@/lib/security-headers";

// The front server's own answers to requests it will not pass to Next, in the console's error shape
// (`{ statusCode, message, error, requestId }`) with the headers every answer carries.

const headers = securityHeaders();

export interface Refusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
  /** Close the connection after the answer (the request's body, if any, is not read). */
  close?: boolean;
}

export function refuse(request: IncomingMessage, response: ServerResponse, refusal: Refusal): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const requestId = randomUUID();
  for (const { key, value } of headers) response.setHeader(key, value);
  const body = JSON.stringify({
    statusCode: refusal.status,
    message: refusal.message,
    error: STATUS_CODES[refusal.status] ?? "Error",
    requestId,
  });
  response.writeHead(refusal.status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Request-Id": requestId,
    "Content-Length": Buffer.byteLength(body),
    ...(refusal.close ? { Connection: "close" } : {}),
    ...refusal.headers,
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

// What Next would answer with a bare 500: a method no route serves, and an address whose percent-encoding
// does not decode.
export const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function addressRefusal(request: IncomingMessage): Refusal | null {
  const method = request.method ?? "GET";
  if (!METHODS.has(method)) {
    return {
      status: 405,
      message: `${method} is not a method this console serves`,
      headers: { Allow: [...METHODS].join(", ") },
    };
  }
  try {
    decodeURIComponent((request.url ?? "/").split("?")[0] ?? "");
    return null;
  } catch {
    return { status: 400, message: "The address is not valid: it has a malformed percent-encoding" };
  }
}

/**
 * A page answers GET and HEAD, and POST only as a server action (action-body.ts takes those first). Next
 * would answer any other request to a page by rendering the whole page, reading the service on the way,
 * whatever its body: refused here instead, once the body is in (server.ts discards it as it arrives,
 * unparsed, under the request's deadline): answering and closing under a client still writing would break
 * that client's pipe before it reads the answer.
 */
export function pageMethodRefusal(request: IncomingMessage): Refusal | null {
  const method = request.method ?? "GET";
  if (method === "GET" || method === "HEAD") return null;
  if (!isPagePath((request.url ?? "/").split("?")[0] ?? "/")) return null;
  return {
    status: 405,
    message: `This address is a page: it answers GET and HEAD, and POST only from its own forms (this ${method} is neither)`,
    headers: { Allow: "GET, HEAD, POST" },
  };
}

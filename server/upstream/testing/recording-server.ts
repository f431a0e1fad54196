import "server-only";
import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach } from "vitest";

export interface RecordedRequest {
  method: string;
  /** The request target exactly as it arrived on the request line. */
  target: string;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  /** Recomputed here with node:crypto, as the service does, independently of the signer under test. */
  signatureValid: boolean;
}

export type Reply =
  | { status: number; headers?: Record<string, string>; json?: unknown; text?: string }
  | "hang";

export type Responder = (request: RecordedRequest, index: number) => Reply;

export interface RecordingServer {
  url: string;
  requests: RecordedRequest[];
  respond(responder: Responder): void;
  close(): Promise<void>;
}

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return typeof value === "string" ? value : "";
}

function verify(
  signingKey: string,
  method: string,
  target: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
) {
  const signedBody = method === "GET" || method === "DELETE" ? Buffer.alloc(0) : body;
  const message = Buffer.concat([
    Buffer.from(`${header(headers, "x-timestamp")}${method}${target}`, "utf8"),
    signedBody,
  ]);
  const expected = createHmac("sha256", Buffer.from(signingKey, "utf8")).update(message).digest("hex");
  return expected === header(headers, "x-signature");
}

/** A real HTTP server on 127.0.0.1 that records every request and answers as the test scripts it. */
export async function startRecordingServer(signingKey: string): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  let responder: Responder = () => ({ status: 200, json: { ok: true } });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const method = req.method ?? "";
      const target = req.url ?? "";
      const rawBody = Buffer.concat(chunks);
      const recorded: RecordedRequest = {
        method,
        target,
        headers: req.headers,
        rawBody,
        signatureValid: verify(signingKey, method, target, req.headers, rawBody),
      };
      requests.push(recorded);
      const reply = responder(recorded, requests.length - 1);
      if (reply === "hang") return;
      const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? "");
      const headers = {
        ...(reply.json !== undefined ? { "content-type": "application/json" } : {}),
        ...reply.headers,
      };
      res.writeHead(reply.status, headers);
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond(next) {
      responder = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port on 127.0.0.1 with nothing listening, for refused connections. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A recording server for every test of the file: a fresh one started before each test and closed after it,
 * so no test sees another's requests. What it returns always speaks for the current test's server.
 */
export function recordingServerEachTest(signingKey: string): RecordingServer {
  let current: RecordingServer | undefined;
  beforeEach(async () => {
    current = await startRecordingServer(signingKey);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const running = (): RecordingServer => {
    if (!current) throw new Error("the recording server runs only while a test does");
    return current;
  };
  return {
    get url() {
      return running().url;
    },
    get requests() {
      return running().requests;
    },
    respond: (responder) => running().respond(responder),
    close: () => running().close(),
  };
}

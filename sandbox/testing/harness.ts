import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { findFreePort } from "@/scripts/db/free-port";
import { createTestDatabase } from "@/scripts/testing/databases";
import { deriveSigningKey, parseApiKey } from "@/server/upstream/api-key";
import { authHeaders } from "@/server/upstream/signer";
import { verifyWebhook } from "@/server/webhooks/verify";
import { createSandbox, type SandboxInstance } from "../app";
import { loadConfig } from "../env";
import { createLogger } from "../log";
import type { Services } from "../services";

export const TEST_ADMIN_TOKEN = "test-admin-token";

export interface ApiResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary fields of the JSON they receive.
  body: any;
  text: string;
}

export interface CreatedMerchant {
  merchantId: string;
  apiKeyId: string;
  keyId: string;
  apiKey: string;
  name: string;
}

export interface Delivery {
  // biome-ignore lint/suspicious/noExplicitAny: webhook bodies are checked field by field in tests.
  body: any;
  rawBody: string;
  headers: IncomingHttpHeaders;
  verified: boolean;
  attempt: number;
  receivedAt: number;
}

async function readResponse(response: Response): Promise<ApiResponse> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    // Not JSON (an HTML page, say): keep the text.
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** A signed client built on the console's signer (server/upstream), answering raw responses. */
export function signedClient(baseUrl: string, fullKey: string) {
  const { keyId, secret } = parseApiKey(fullKey);
  const signingKey = deriveSigningKey(secret);
  return {
    /** `body` is serialized with JSON.stringify, unless it is `{ rawText }`: those exact characters are sent. */
    async request(
      method: string,
      pathWithQuery: string,
      body?: unknown,
      extraHeaders: Record<string, string> = {},
    ) {
      const upper = method.toUpperCase();
      const raw =
        typeof body === "object" && body !== null && "rawText" in body ? String(body.rawText) : null;
      const text =
        body === undefined || upper === "GET" || upper === "DELETE" ? "" : (raw ?? JSON.stringify(body));
      const headers = authHeaders({
        keyId,
        signingKey,
        method: upper,
        pathWithQuery,
        body: text,
        now: Date.now(),
      });
      const response = await fetch(baseUrl + pathWithQuery, {
        method: upper,
        headers: { ...headers, ...(text ? { "Content-Type": "application/json" } : {}), ...extraHeaders },
        body: text || undefined,
      });
      return readResponse(response);
    },
  };
}

/** A local receiver on 127.0.0.1 that verifies each delivery's ED25519 signature. */
async function startReceiver(publicKeyPem: string) {
  const deliveries: Delivery[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const headers: Record<string, string | undefined> = {};
      for (const [key, value] of Object.entries(req.headers))
        headers[key] = Array.isArray(value) ? value[0] : value;
      const result = verifyWebhook({ headers, rawBody, publicKeyPem });
      let body: unknown = rawBody;
      try {
        body = JSON.parse(rawBody);
      } catch {
        // keep raw text
      }
      deliveries.push({
        body,
        rawBody,
        headers: req.headers,
        verified: result.ok,
        attempt: Number(req.headers["x-webhook-attempt"]),
        receivedAt: Date.now(),
      });
      res.writeHead(status, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    deliveries,
    respondWith(code: number) {
      status = code;
    },
    async waitFor(predicate: (all: Delivery[]) => boolean, timeoutMs = 10_000): Promise<Delivery[]> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (predicate(deliveries)) return deliveries;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`Timed out waiting for webhook deliveries (have ${deliveries.length})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startReceiver>>;

export interface TestSandbox {
  url: string;
  services: Services;
  instance: SandboxInstance;
  createMerchant(options?: {
    name?: string;
    roles?: string[];
    exchangeFeePercentage?: number;
    serviceFeePercentage?: number;
    minWithdrawalLkr?: number;
    autoApproveBelowLkr?: number;
  }): Promise<CreatedMerchant>;
  client(fullKey: string): ReturnType<typeof signedClient>;
  control(method: string, path: string, body?: unknown): Promise<ApiResponse>;
  webhookReceiver(): Promise<WebhookReceiver>;
  close(): Promise<void>;
}

/** A real sandbox on a fresh database and a free loopback port, with strict response checks. */
export async function startTestSandbox(options: { env?: Record<string, string> } = {}): Promise<TestSandbox> {
  const database = await createTestDatabase("sandbox");
  const port = await findFreePort();
  const config = loadConfig({
    SANDBOX_DATABASE_URL: database.url,
    SANDBOX_PORT: String(port),
    SANDBOX_ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    SANDBOX_STRICT_RESPONSES: "true",
    SANDBOX_TICK_MS: "200",
    LOG_LEVEL: process.env.SANDBOX_TEST_LOG_LEVEL ?? "error",
    ...options.env,
  });
  const instance = await createSandbox(config, createLogger(config.LOG_LEVEL));
  await instance.start(port, "127.0.0.1");
  const url = `http://127.0.0.1:${port}`;
  const receivers: WebhookReceiver[] = [];

  const control = async (method: string, path: string, body?: unknown) =>
    readResponse(
      await fetch(url + path, {
        method,
        headers: { "x-sandbox-admin-token": TEST_ADMIN_TOKEN, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );

  return {
    url,
    services: instance.services,
    instance,
    async createMerchant(merchant = {}) {
      const response = await control("POST", "/sandbox/merchants", { name: "Test merchant", ...merchant });
      if (response.status !== 201)
        throw new Error(`createMerchant failed: ${response.status} ${response.text}`);
      return response.body as CreatedMerchant;
    },
    client: (fullKey) => signedClient(url, fullKey),
    control,
    async webhookReceiver() {
      const receiver = await startReceiver(instance.signer.publicKeyPem);
      receivers.push(receiver);
      return receiver;
    },
    async close() {
      await Promise.all(receivers.map((receiver) => receiver.close()));
      await instance.stop();
      await database.drop();
    },
  };
}

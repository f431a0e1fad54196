// The front server itself over real HTTP on loopback, with a stand-in for Next that does what Next's routes
// do with a request: read its body whole, then answer (or redirect, as next.config's redirects do). What
// the front server promises: deadlines for every request, only its own host names, the security headers
// on every answer, and action bodies Next could not decode refused in words before Next sees them.

import { createHash } from "node:crypto";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { createServer as createNetServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFrontServer, type FrontLog } from "./server";
import { head, rawRequest } from "./testing/raw-connection";

const HEADERS_MS = 1_000;
const REQUEST_MS = 2_000;
const ACTION_ID = `60${"a".repeat(40)}`; // an action taking two arguments

let server: Server;
let port: number;
const seen: Array<{ url: string; sha256: string }> = [];
const logged: Array<{ message: string; fields?: Record<string, unknown> }> = [];

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createNetServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** What Next does with a request, as far as the front server can tell: reads the body, then answers. */
async function standInForNext(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  seen.push({ url: request.url ?? "", sha256: createHash("sha256").update(body).digest("hex") });
  if (request.url === "/settings") {
    response.writeHead(307, { Location: "/settings/accounts" }).end();
    return;
  }
  response.writeHead(200, { "Content-Type": "text/plain" }).end(`read ${body.length} bytes`);
}

beforeAll(async () => {
  port = await freePort();
  const log: FrontLog = {
    error: (message, fields) => logged.push({ message, fields }),
    info: (message, fields) => logged.push({ message, fields }),
  };
  server = createFrontServer({
    dir: "/nonexistent",
    dev: false,
    trustedHops: 0,
    publicUrl: undefined,
    hosts: {
      publicUrls: ["https://console.example.lk"],
      listenHost: "127.0.0.1",
      port,
      allowedHosts: "proxy-upstream",
    },
    deadlines: { headersMs: HEADERS_MS, requestMs: REQUEST_MS },
    next: standInForNext,
    fastPath: null,
    log,
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

/** A raw request (see raw-connection.ts) the server must have closed within `capMs`. */
async function raw(parts: Array<string | Buffer | number>, capMs = 10_000) {
  const answer = await rawRequest(port, parts, capMs);
  if (!answer.closed) throw new Error(`the connection was still open after ${capMs} ms`);
  return answer;
}

describe("deadlines", () => {
  it("cuts a body that stalls at the request deadline, answering 408 in words", async () => {
    const answer = await raw([
      head([
        "POST /api/webhooks/0b6f7f0e-2d4c-4d0b-8a59-7a8f4f7e0c11 HTTP/1.1",
        `Host: 127.0.0.1:${port}`,
        "Content-Type: application/json",
        "Content-Length: 100",
      ]),
      '{"half":',
    ]);
    console.log(
      `stalled body: answered ${answer.status} and closed after ${answer.closedAfterMs.toFixed(0)} ms`,
    );
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({
      statusCode: 408,
      message: "The request did not arrive in time",
    });
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(answer.closedAfterMs).toBeLessThan(REQUEST_MS + 750);
  });

  it("cuts a body that drips a byte at a time at the same deadline", async () => {
    const drip = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 150 : "x"));
    const answer = await raw([
      head([
        "POST /sign-in HTTP/1.1",
        `Host: 127.0.0.1:${port}`,
        `Next-Action: ${ACTION_ID}`,
        "Content-Length: 1000",
      ]),
      ...drip,
    ]);
    console.log(`dripping body: closed after ${answer.closedAfterMs.toFixed(0)} ms`);
    expect(answer.status).toBe(408);
    expect(answer.closedAfterMs).toBeLessThan(REQUEST_MS + 750);
  });

  it("cuts headers that never end at the headers deadline", async () => {
    const answer = await raw([`GET /sign-in HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: 1`]);
    console.log(`stalled headers: closed after ${answer.closedAfterMs.toFixed(0)} ms`);
    expect(answer.status).toBe(408);
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    expect(answer.closedAfterMs).toBeLessThan(HEADERS_MS + 750);
  });

  it("leaves a request that arrives in time alone", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/anything`, {
      method: "POST",
      body: "x".repeat(10_000),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("read 10000 bytes");
  });
});

describe("host names (DNS rebinding)", () => {
  it("answers 421 in words to a Host the console is not, on pages and on the webhook route alike", async () => {
    for (const path of ["/sign-in", "/api/webhooks/0b6f7f0e-2d4c-4d0b-8a59-7a8f4f7e0c11"]) {
      const answer = await raw([head([`GET ${path} HTTP/1.1`, "Host: evil.example"])]);
      expect(answer.status, path).toBe(421);
      expect(JSON.parse(answer.body).message, path).toMatch(/only requests addressed to its own host names/);
      expect(answer.headers.connection, path).toBe("close");
    }
    expect(seen.some((request) => request.url === "/sign-in")).toBe(false);
  });

  it("answers its own names: loopback with its port, the public URL, ALLOWED_HOSTS", async () => {
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      "console.example.lk",
      "proxy-upstream:8080",
    ]) {
      const answer = await raw([head(["GET /ok HTTP/1.1", `Host: ${host}`, "Connection: close"])]);
      expect(answer.status, host).toBe(200);
    }
    const noHost = await raw([head(["GET /ok HTTP/1.0"])]);
    expect(noHost.status).toBe(400);
  });
});

describe("security headers", () => {
  it("are on answers Next writes without them, such as its redirects", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/settings`, { redirect: "manual" });
    expect(response.status).toBe(307);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

describe("requests to pages", () => {
  it("refuses with 405 in words, before Next renders anything, what is neither a read nor an action", async () => {
    const before = seen.length;
    for (const [method, type, body] of [
      ["POST", "application/json", `{"name":"${"a".repeat(2 * 1024 * 1024)}"}`],
      ["POST", "application/x-www-form-urlencoded", "name=%ff"],
      ["POST", "text/plain", "[]"],
      ["PUT", "application/json", "{}"],
      ["DELETE", undefined, undefined],
    ] as const) {
      for (const path of [
        "/sign-in",
        "/accounts/0b6f7f0e-2d4c-4d0b-8a59-7a8f4f7e0c11/payments?status=PAID",
      ]) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, {
          method,
          headers: type ? { "Content-Type": type } : {},
          body,
        });
        expect(response.status, `${method} ${path} ${type}`).toBe(405);
        expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect((await response.json()).message).toMatch(/This address is a page: it answers GET and HEAD/);
      }
    }
    expect(seen.length).toBe(before);
  });

  it("leaves reads of pages, and every method of route handlers, to Next", async () => {
    const before = seen.length;
    for (const [method, path] of [
      ["GET", "/sign-in"],
      ["POST", "/api/anything"],
      ["PATCH", "/api/accounts/a/v1/branch/b"],
      ["POST", "/accounts/a/approvals/requests"],
      ["POST", "/settings/audit/export"],
    ] as const) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        body: method === "GET" ? undefined : "{}",
      });
      expect(response.status, `${method} ${path}`).toBe(200);
    }
    expect(seen.length).toBe(before + 5);
  });
});

describe("server action bodies", () => {
  const action = (body: BodyInit, type = "text/plain;charset=UTF-8") =>
    fetch(`http://127.0.0.1:${port}/sign-in`, {
      method: "POST",
      headers: { "Next-Action": ACTION_ID, "Content-Type": type },
      body,
    });

  it("refuses what Next could not decode with a 4xx in words, before Next reads it", async () => {
    const before = seen.length;
    const cases: Array<[string, BodyInit, number, RegExp]> = [
      ["no arguments", "[]", 400, /takes 2 arguments; the request sends none/],
      ["a reference to a missing part", '["$Q1","$K1"]', 400, /never send/],
      ["not UTF-8", new Uint8Array([0x5b, 0xff, 0xfe, 0x5d]), 400, /UTF-8/],
      ["over 1 MB", "a".repeat(1024 * 1024 + 1), 413, /at most 1 MB/],
      ["deeply nested", `${"[".repeat(50_000)}${"]".repeat(50_000)}`, 400, /more than 32 levels/],
      ["a lone surrogate", '["\\ud800","$K1"]', 400, /lone surrogate/],
    ];
    for (const [what, body, status, message] of cases) {
      const response = await action(body);
      expect(response.status, what).toBe(status);
      const answer = await response.json();
      expect(answer.message, what).toMatch(message);
      expect(answer.requestId, what).toMatch(/^[0-9a-f-]{36}$/);
    }
    const garbled = await action("--x\r\nnot a part", "multipart/form-data; boundary=x");
    expect(garbled.status).toBe(400);
    // A plain form posted before JavaScript, with a bound action it does not carry.
    const form = new FormData();
    form.append("$ACTION_REF_1", "");
    form.append("$ACTION_1:0", '{"id":"x","bound":"$@1"}');
    const unbound = await fetch(`http://127.0.0.1:${port}/sign-in`, { method: "POST", body: form });
    expect(unbound.status).toBe(400);
    expect(seen.length).toBe(before);
  });

  it("logs a refused body's length and digest, never its bytes", async () => {
    await action('["ZQX-not-for-the-log", "$Q1"]');
    const line = logged.at(-1);
    expect(line?.message).toBe("action request refused");
    expect(line?.fields).toMatchObject({
      status: 400,
      bytes: 30,
      sha256: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(JSON.stringify(logged)).not.toContain("ZQX");
  });

  it("hands Next exactly the bytes of an action it can decode", async () => {
    const form = new FormData();
    form.append("0", '["$undefined","$K1"]');
    form.append("1_email", "owner@demo.lk");
    form.append("1_password", "ünïcode ✓");
    const request = new Request("http://x/", { method: "POST", body: form });
    const type = request.headers.get("content-type") ?? "";
    const bytes = Buffer.from(await request.arrayBuffer());
    const response = await action(bytes, type);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(`read ${bytes.length} bytes`);
    expect(seen.at(-1)?.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    // Browsers write their boundary in mixed case, and it must be kept as written.
    const boundary = "----WebKitFormBoundaryPUbEXu44slohLEqp";
    const browserForm = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$undefined","$K1"]\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="1_email"\r\n\r\nowner@demo.lk\r\n--${boundary}--\r\n`,
    );
    const fromBrowser = await action(browserForm, `multipart/form-data; boundary=${boundary}`);
    expect(fromBrowser.status).toBe(200);
    expect(seen.at(-1)?.sha256).toBe(createHash("sha256").update(browserForm).digest("hex"));
    const plain = await action('["$undefined",{"accountId":"a"}]');
    expect(plain.status).toBe(200);
  });
});

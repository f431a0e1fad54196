// The headers of every page and every route handler, read from the running built console (`npm start`'s
// stack: embedded Postgres, the sandbox with the demo seed, the front server) behind one trusted proxy hop;
// start.ts builds the console first when its build is missing or older than the code. Pages: a
// Content-Security-Policy with a nonce that changes per request and is on every <script>, no 'unsafe-inline'
// or 'unsafe-eval' for scripts; route handlers: the closed policy; everything: the static headers, and
// Strict-Transport-Security only when the request came over HTTPS. Also the sign-in cookies' names over
// HTTPS, end to end through the BFF's fast path.

import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_CONTENT_SECURITY_POLICY, isPagePath, ROUTE_HANDLERS_OUTSIDE_API } from "@/lib/security-headers";

const root = resolve(import.meta.dirname, "..", "..");
const PLACEHOLDER_ID = "00000000-0000-4000-8000-000000000000";

let stack: ChildProcess | undefined;
let dataDir: string;
let base: string;
let accountId: string;
let plainSession: string;

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stack?.exitCode !== null) throw new Error("the console stack exited before answering");
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

type Jar = Map<string, string>;
const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

async function get(path: string, init: { jar?: Jar; https?: boolean; cookie?: string } = {}) {
  const headers: Record<string, string> = {};
  const cookie = init.cookie ?? (init.jar ? cookieHeader(init.jar) : "");
  if (cookie) headers.cookie = cookie;
  // What a TLS-terminating proxy in front of the console says (TRUSTED_PROXY_HOPS=1).
  if (init.https) headers["x-forwarded-proto"] = "https";
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, { headers, redirect: "manual", signal: controller.signal });
  const type = response.headers.get("content-type") ?? "";
  // Event streams and CSV exports never end by themselves: only their headers are read.
  const body = type.includes("text/html") ? await response.text() : "";
  if (!type.includes("text/html")) controller.abort();
  return { response, body };
}

/** Signs the demo owner in through next-auth's form flow; returns the cookies and their Set-Cookie lines. */
async function signIn(https: boolean) {
  const { email, password } = JSON.parse(readFileSync(join(dataDir, "demo-login.json"), "utf8"));
  const jar: Jar = new Map();
  const setCookies: string[] = [];
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      setCookies.push(line);
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  const proto: Record<string, string> = https ? { "x-forwarded-proto": "https" } : {};
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers: proto });
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const callback = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      ...proto,
      cookie: cookieHeader(jar),
      "content-type": "application/x-www-form-urlencoded",
      origin: base,
    },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: "/" }),
  });
  keep(callback);
  return { jar, setCookies, status: callback.status };
}

function files(dir: string, name: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) found.push(...files(path, name));
    else if (entry === name) found.push(path);
  }
  return found;
}

/** The URL of an app/ file's route: groups dropped, the account's id and placeholders filled in. */
function urlOf(file: string): { pattern: string; url: string } {
  const segments = relative(join(root, "app"), file).split(sep).slice(0, -1);
  const kept = segments.filter((segment) => !/^\(.*\)$/.test(segment));
  const pattern = `/${kept.join("/")}`;
  const filled = kept.map((segment) => {
    if (segment === "[accountId]") return accountId;
    if (segment === "[...nextauth]") return "session";
    if (segment === "[...path]") return "payment/list";
    if (segment === "[token]") return "not-an-invitation";
    return segment.startsWith("[") ? PLACEHOLDER_ID : segment;
  });
  return { pattern, url: `/${filled.join("/")}` };
}

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) {
      // Two policies joined into one header would repeat a directive: that must not happen.
      expect(map.has(name), `directive ${name} appears once`).toBe(false);
      map.set(name, values);
    }
  }
  return map;
}

function expectStaticHeaders(response: Response, what: string) {
  expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-frame-options"), what).toBe("DENY");
  expect(response.headers.get("strict-transport-security"), what).toBeNull();
}

/** Checks a page's answer; returns its nonce. */
function expectPageHeaders(response: Response, body: string, what: string): string {
  expect(response.status, what).toBeLessThan(500);
  expectStaticHeaders(response, what);
  const policy = response.headers.get("content-security-policy");
  expect(policy, what).toBeTruthy();
  const parsed = directives(policy ?? "");
  const scripts = parsed.get("script-src") ?? [];
  const nonces = scripts.filter((source) => source.startsWith("'nonce-"));
  expect(nonces, what).toHaveLength(1);
  expect(scripts, what).toContain("'strict-dynamic'");
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(parsed.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(parsed.get("object-src"), what).toEqual(["'none'"]);
  expect(parsed.get("base-uri"), what).toEqual(["'none'"]);
  expect(parsed.get("form-action"), what).toEqual(["'self'"]);
  expect(parsed.get("connect-src"), what).toEqual(["'self'"]);
  const nonce = (nonces[0] ?? "").slice("'nonce-".length, -1);
  expect(nonce.length, what).toBeGreaterThanOrEqual(16);
  if (response.headers.get("content-type")?.includes("text/html")) {
    const tags = body.match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length, `${what}: scripts`).toBeGreaterThan(0);
    for (const tag of tags) expect(tag, `${what}: ${tag}`).toContain(`nonce="${nonce}"`);
  }
  return nonce;
}

beforeAll(async () => {
  const [port, sandboxPort] = [await freePort(), await freePort()];
  dataDir = mkdtempSync(join(tmpdir(), "console-headers-"));
  base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    SANDBOX_PORT: String(sandboxPort),
    DATA_DIR: dataDir,
    SANDBOX_ADMIN_TOKEN: "headers-test-admin-token",
    SANDBOX_SEED: "demo",
    TRUSTED_PROXY_HOPS: "1",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  };
  for (const name of ["AUTH_URL", "PUBLIC_URL", "CONSOLE_PUBLIC_URL", "DATABASE_URL", "AUTH_SECRET"])
    delete env[name];
  stack = spawn(
    join(root, "node_modules", ".bin", "tsx"),
    ["--conditions=react-server", "scripts/start.ts"],
    {
      cwd: root,
      env,
      detached: true,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  await waitFor(`${base}/sign-in`, 540_000);
  const signedIn = await signIn(false);
  expect(signedIn.status).toBe(302);
  plainSession = signedIn.jar.get("authjs.session-token") ?? "";
  expect(plainSession).not.toBe("");
  const home = await get("/", { jar: signedIn.jar });
  const match = /\/accounts\/([^/?#]+)/.exec(home.response.headers.get("location") ?? "");
  accountId = match?.[1] ?? "";
  expect(accountId).not.toBe("");
}, 600_000);

afterAll(async () => {
  if (stack?.pid && stack.exitCode === null) {
    const exited = new Promise((r) => stack?.once("exit", r));
    process.kill(-stack.pid, "SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("pages", () => {
  it("every page has a nonce policy, a fresh nonce per request, on every script", async () => {
    const pages = files(join(root, "app"), "page.tsx");
    expect(pages.length).toBeGreaterThan(20);
    const session = `authjs.session-token=${plainSession}`;
    const seen = new Set<string>();
    let rendered = 0;
    for (const file of pages) {
      const { url } = urlOf(file);
      // The signed-out pages are read signed out (signed in, they send the visitor on).
      const cookie = file.includes(`${sep}(auth)${sep}`) ? "" : session;
      const first = await get(url, { cookie });
      const second = await get(url, { cookie });
      const a = expectPageHeaders(first.response, first.body, url);
      const b = expectPageHeaders(second.response, second.body, url);
      expect(a, `${url}: a new nonce per request`).not.toBe(b);
      expect(seen.has(a) || seen.has(b), `${url}: nonces never repeat`).toBe(false);
      seen.add(a).add(b);
      if (first.response.status === 200) rendered++;
    }
    // Most pages render (detail pages of placeholder ids answer their not-found page).
    expect(rendered).toBeGreaterThan(pages.length / 2);
  });

  it("an unknown address's not-found page and a redirect to sign-in carry the policy too", async () => {
    const missing = await get("/no-such-page", { cookie: `authjs.session-token=${plainSession}` });
    expect(missing.response.status).toBe(404);
    expectPageHeaders(missing.response, missing.body, "/no-such-page");
    const signedOut = await get(`/accounts/${accountId}/payments`);
    expect(signedOut.response.status).toBe(307);
    expectPageHeaders(signedOut.response, signedOut.body, "signed-out redirect");
  });
});

describe("route handlers", () => {
  it("every route handler answers with the closed policy", async () => {
    const routes = files(join(root, "app"), "route.ts");
    expect(routes.length).toBeGreaterThan(5);
    for (const file of routes) {
      const { pattern, url } = urlOf(file);
      // A route handler outside /api must be named in ROUTE_HANDLERS_OUTSIDE_API, or the proxy would give it
      // a page's policy.
      expect(isPagePath(url), `${pattern} is listed in ROUTE_HANDLERS_OUTSIDE_API`).toBe(false);
      for (const https of [false, true]) {
        const { response } = await get(url, { cookie: `authjs.session-token=${plainSession}`, https });
        const what = `${url} ${https ? "https" : "http"} (${response.status})`;
        expect(response.status, what).toBeLessThan(500);
        expect(response.headers.get("content-security-policy"), what).toBe(API_CONTENT_SECURITY_POLICY);
        expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
        expect(response.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
        if (https) expect(response.headers.get("strict-transport-security"), what).toMatch(/max-age=\d+/);
        else expect(response.headers.get("strict-transport-security"), what).toBeNull();
      }
    }
    expect(ROUTE_HANDLERS_OUTSIDE_API.length).toBeGreaterThan(0);
  });

  it("a malformed address or a method no route serves is refused in words, never with a bare 500", async () => {
    const raw = (method: string, path: string) =>
      new Promise<{ status: number; type: string; body: string }>((done, fail) => {
        const request = httpRequest(`${base}${path}`, { method }, (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            body += chunk;
          });
          response.on("end", () =>
            done({ status: response.statusCode ?? 0, type: String(response.headers["content-type"]), body }),
          );
        });
        request.on("error", fail);
        request.end();
      });
    for (const path of [
      "/accounts/%zz",
      "/api/auth/%zz",
      `/api/accounts/${accountId}/v1/payment/%zz`,
      "/api/accounts/%E0%A4%A/v1/payment/list",
    ]) {
      const answer = await raw("GET", path);
      expect(answer.status, path).toBe(400);
      expect(answer.type, path).toContain("application/json");
      expect(JSON.parse(answer.body), path).toMatchObject({
        statusCode: 400,
        error: "Bad Request",
        message: expect.stringContaining("percent-encoding"),
      });
    }
    const trace = await raw("TRACE", `/api/accounts/${accountId}/v1/payment/list`);
    expect(trace.status).toBe(405);
    expect(JSON.parse(trace.body)).toMatchObject({ statusCode: 405, error: "Method Not Allowed" });
  });

  it("Next's files and public files carry the closed policy", async () => {
    for (const path of ["/openapi.json", "/icon.svg"]) {
      const { response } = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-security-policy"), path).toBe(API_CONTENT_SECURITY_POLICY);
      expectStaticHeaders(response, path);
    }
    const page = await get("/sign-in");
    const script = /<script\b[^>]*\bsrc="([^"]+)"/.exec(page.body)?.[1];
    expect(script).toBeTruthy();
    const { response } = await get(script ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
  });
});

describe("transport security", () => {
  it("sends Strict-Transport-Security only when the trusted proxy says the browser used HTTPS", async () => {
    for (const path of ["/sign-in", `/accounts/${accountId}/v1/payment/list`, "/api/auth/session"]) {
      const url = path.startsWith("/accounts/") ? `/api${path}` : path;
      // Signed in, the sign-in page sends the visitor on.
      const session = path === "/sign-in" ? "" : `authjs.session-token=${plainSession}`;
      const plain = await get(url, { cookie: session });
      expect(plain.response.status, url).toBe(200);
      expect(plain.response.headers.get("strict-transport-security"), url).toBeNull();
      const https = await get(url, { cookie: session, https: true });
      expect(https.response.headers.get("strict-transport-security"), url).toBe(
        "max-age=63072000; includeSubDomains",
      );
    }
  });

  it("over HTTPS the sign-in cookies are __Host-/__Secure- and Secure, and only those names are read", async () => {
    const { jar, setCookies, status } = await signIn(true);
    expect(status).toBe(302);
    const line = (name: string) => setCookies.find((cookie) => cookie.startsWith(`${name}=`)) ?? "";
    const csrf = line("__Host-authjs.csrf-token");
    expect(csrf).toMatch(/;\s*Secure/i);
    expect(csrf).toMatch(/;\s*Path=\/(;|$)/i);
    expect(csrf).not.toMatch(/;\s*Domain=/i);
    const session = line("__Secure-authjs.session-token");
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(setCookies.filter((cookie) => cookie.startsWith("authjs."))).toEqual([]);

    const token = jar.get("__Secure-authjs.session-token") ?? "";
    const forward = `/api/accounts/${accountId}/v1/payment/list`;
    // The BFF's fast path and the pages read the prefixed cookie over HTTPS…
    expect(
      (await get(forward, { cookie: `__Secure-authjs.session-token=${token}`, https: true })).response.status,
    ).toBe(200);
    expect(
      (
        await get(`/accounts/${accountId}/payments`, {
          cookie: `__Secure-authjs.session-token=${token}`,
          https: true,
        })
      ).response.status,
    ).toBe(200);
    // …and neither the same token under the plain name over HTTPS nor the prefixed one over HTTP.
    expect(
      (await get(forward, { cookie: `authjs.session-token=${token}`, https: true })).response.status,
    ).toBe(401);
    expect((await get(forward, { cookie: `__Secure-authjs.session-token=${token}` })).response.status).toBe(
      401,
    );
    expect(
      (await get(forward, { cookie: `authjs.session-token=${plainSession}`, https: true })).response.status,
    ).toBe(401);
  });
});

// The sign-in interface of docs/service-rules.md §11 through the /api/auth/* route handler's code: csrf, credentials
// callback, session, sign-out.
import { decode } from "@auth/core/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writtenToStdout } from "@/lib/testing/stdout";
import { handleAuthRequest } from "./auth-route";
import { authSecret } from "./auth-secret";
import { type ConsoleTestDb, createUser, useConsoleTestDb } from "./testing/console-db";

let testDb: ConsoleTestDb;
let userId: string;
const password = "correct horse battery";

beforeAll(async () => {
  testDb = await useConsoleTestDb("console_auth_flow");
  userId = (await createUser({ email: "ana@example.com", password, name: "Ana" })).id;
});
afterAll(async () => {
  await testDb?.close();
});

type Jar = Map<string, string>;

async function call(
  origin: string,
  path: string,
  jar: Jar,
  init: { form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
  if (init.form) headers.set("content-type", "application/x-www-form-urlencoded");
  const request = new Request(`${origin}${path}`, {
    method: init.form ? "POST" : "GET",
    headers,
    body: init.form ? new URLSearchParams(init.form) : null,
  });
  const response = await handleAuthRequest(request);
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const [name = "", value = ""] = pair.split("=");
    if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
  return response;
}

async function signIn(origin: string, email: string, pass: string, headers: Record<string, string> = {}) {
  const jar: Jar = new Map();
  const csrf = await call(origin, "/api/auth/csrf", jar, { headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await call(origin, "/api/auth/callback/credentials", jar, {
    headers,
    form: { csrfToken, email, password: pass, callbackUrl: "/payments" },
  });
  return { jar, response };
}

describe("sign-in over HTTP", () => {
  it("signs in with csrf + credentials and shows the user at /api/auth/session", async () => {
    const origin = "http://127.0.0.1:3000";
    const { jar, response } = await signIn(origin, "ana@example.com", password, {
      "x-forwarded-for": "203.0.113.5",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${origin}/payments`);
    const sessionCookie = response.headers.getSetCookie().find((c) => c.startsWith("authjs.session-token="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/;\s*Secure/i);

    const session = await call(origin, "/api/auth/session", jar);
    const body = (await session.json()) as { user: unknown; expires: string };
    expect(body.user).toEqual({ id: userId, email: "ana@example.com", name: "Ana" });
    const hoursLeft = (Date.parse(body.expires) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(11.9);
    expect(hoursLeft).toBeLessThanOrEqual(12);

    // The token holds the identity and the sign-in time only.
    const token = await decode({
      token: jar.get("authjs.session-token"),
      secret: authSecret(),
      salt: "authjs.session-token",
    });
    expect(Object.keys(token ?? {}).sort()).toEqual([
      "email",
      "exp",
      "iat",
      "jti",
      "name",
      "sid",
      "signedInAt",
      "sub",
    ]);

    const csrf = (await (await call(origin, "/api/auth/csrf", jar)).json()) as { csrfToken: string };
    const beforeSignOut = new Map(jar);
    const signedOut = await call(origin, "/api/auth/signout", jar, { form: { csrfToken: csrf.csrfToken } });
    expect(signedOut.status).toBe(302);
    expect(jar.has("authjs.session-token")).toBe(false);
    expect(await (await call(origin, "/api/auth/session", jar)).json()).toBeNull();
    // The old cookie, as a response still in flight at sign-out might set it again, opens nothing.
    expect(await (await call(origin, "/api/auth/session", beforeSignOut)).json()).toBeNull();
  });

  it("sends a failed sign-in back to /sign-in with a code that does not reveal the email", async () => {
    const origin = "http://127.0.0.1:3000";
    const wrong = await signIn(origin, "ana@example.com", "wrong password!");
    const unknown = await signIn(origin, "nobody@example.com", "wrong password!");
    for (const { response, jar } of [wrong, unknown]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(
        `${origin}/sign-in?error=CredentialsSignin&code=invalid-credentials`,
      );
      expect(jar.has("authjs.session-token")).toBe(false);
    }
  });

  it("refuses a sign-in body beyond a few kilobytes, without reading it all", async () => {
    const response = await handleAuthRequest(
      new Request("http://localhost:3000/api/auth/callback/credentials", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(5_000_000) },
        body: `email=${"a".repeat(5_000_000)}`,
      }),
    );
    expect(response.status).toBe(413);
  });

  it("refuses a callback without the csrf token", async () => {
    const jar: Jar = new Map();
    const response = await call("http://127.0.0.1:3000", "/api/auth/callback/credentials", jar, {
      form: { email: "ana@example.com", password },
    });
    expect(response.headers.get("location") ?? "").toMatch(/error=MissingCSRF/);
    expect(jar.has("authjs.session-token")).toBe(false);
  });

  it("redirects to the host the browser used, not the one the server was started with", async () => {
    const { response } = await signIn("http://localhost:3000", "ana@example.com", password, {
      "x-forwarded-host": "console.example.com",
      "x-forwarded-proto": "https",
    });
    expect(response.headers.get("location")).toBe("https://console.example.com/payments");
  });

  it("marks the cookies Secure when the browser came over HTTPS", async () => {
    const { jar, response } = await signIn("http://127.0.0.1:3000", "ana@example.com", password, {
      "x-forwarded-proto": "https",
    });
    const sessionCookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith("__Secure-authjs.session-token="));
    expect(sessionCookie).toMatch(/;\s*Secure/i);
    expect(jar.has("authjs.session-token")).toBe(false);
  });
});

describe("an unauthenticated body that is not what it says", () => {
  it("is refused without a line of the log quoting it", async () => {
    const written = await writtenToStdout(async () => {
      for (const path of ["/api/auth/callback/credentials", "/api/auth/signout", "/api/auth/session"]) {
        const response = await handleAuthRequest(
          new Request(`http://127.0.0.1:3000${path}`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: "http://127.0.0.1:3000" },
            body: '{"password":ZQX-not-for-the-log}',
          }),
        );
        expect(response.status, path).toBeLessThan(500);
      }
    });
    const auth = written.filter((line) => line.includes('"scope":"auth"'));
    expect(auth.length).toBeGreaterThan(0);
    expect(written.join("")).not.toContain("ZQX");
    expect(auth.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });
});

// The sign-in cookies' names when the console's configured address is https (CONSOLE_PUBLIC_URL or
// AUTH_URL), through next-auth's own route code, and the session reader that takes only the configured name.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/server/env";
import { handleAuthRequest } from "./auth-route";
import { authSecret } from "./auth-secret";
import { requestSession } from "./session-cookie";
import { type ConsoleTestDb, createUser, useConsoleTestDb } from "./testing/console-db";

let testDb: ConsoleTestDb;
let userId: string;
const password = "correct horse battery";
const saved = { ...process.env };

beforeAll(async () => {
  testDb = await useConsoleTestDb("console_cookie_names");
  userId = (await createUser({ email: "kamal@example.com", password, name: "Kamal" })).id;
});
afterEach(() => {
  for (const name of ["AUTH_URL", "CONSOLE_PUBLIC_URL", "PUBLIC_URL"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvForTests();
});
afterAll(async () => {
  await testDb?.close();
});

function configure(variables: Record<string, string>) {
  for (const name of ["AUTH_URL", "CONSOLE_PUBLIC_URL", "PUBLIC_URL"]) delete process.env[name];
  Object.assign(process.env, variables);
  resetEnvForTests();
}

/** Signs in over plain HTTP on loopback (what the console itself sees behind a TLS proxy). */
async function signIn() {
  const origin = "http://127.0.0.1:3000";
  const jar = new Map<string, string>();
  const lines: string[] = [];
  const call = async (path: string, form?: Record<string, string>) => {
    const headers = new Headers({ cookie: [...jar].map(([n, v]) => `${n}=${v}`).join("; ") });
    if (form) headers.set("content-type", "application/x-www-form-urlencoded");
    const response = await handleAuthRequest(
      new Request(`${origin}${path}`, {
        method: form ? "POST" : "GET",
        headers,
        body: form ? new URLSearchParams(form) : null,
      }),
    );
    for (const line of response.headers.getSetCookie()) {
      lines.push(line);
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  };
  const { csrfToken } = (await (await call("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await call("/api/auth/callback/credentials", {
    csrfToken,
    email: "kamal@example.com",
    password,
    callbackUrl: "/",
  });
  return { jar, lines, status: response.status };
}

const withCookie = (cookie: string) => new Request("http://127.0.0.1:3000/api/x", { headers: { cookie } });

describe.each([
  ["CONSOLE_PUBLIC_URL", { CONSOLE_PUBLIC_URL: "https://console.example.com" }],
  ["AUTH_URL", { AUTH_URL: "https://console.example.com" }],
])("served over HTTPS (%s https)", (_name, variables) => {
  it("issues __Host-/__Secure- cookies with Secure, and reads the session under that name only", async () => {
    configure(variables);
    const { jar, lines, status } = await signIn();
    expect(status).toBe(302);
    const line = (name: string) => lines.find((cookie) => cookie.startsWith(`${name}=`)) ?? "";
    expect(line("__Host-authjs.csrf-token")).toMatch(/;\s*Secure/i);
    expect(line("__Host-authjs.csrf-token")).not.toMatch(/;\s*Domain=/i);
    expect(line("__Secure-authjs.session-token")).toMatch(/;\s*Secure/i);
    expect(line("__Secure-authjs.session-token")).toMatch(/;\s*HttpOnly/i);
    expect(lines.filter((cookie) => cookie.startsWith("authjs."))).toEqual([]);

    const token = jar.get("__Secure-authjs.session-token") ?? "";
    const read = requestSession(withCookie(`__Secure-authjs.session-token=${token}`), authSecret());
    expect(read?.userId).toBe(userId);
    // The same valid token under the plain name, as a plain-HTTP answer or a sibling host could plant it.
    expect(requestSession(withCookie(`authjs.session-token=${token}`), authSecret())).toBeNull();
  });
});

describe("served over plain HTTP", () => {
  it("keeps the plain names without Secure, and does not read a prefixed one", async () => {
    configure({ CONSOLE_PUBLIC_URL: "http://127.0.0.1:3000" });
    const { jar, lines, status } = await signIn();
    expect(status).toBe(302);
    const session = lines.find((cookie) => cookie.startsWith("authjs.session-token=")) ?? "";
    expect(session).not.toBe("");
    expect(session).not.toMatch(/;\s*Secure/i);
    expect(lines.some((cookie) => cookie.startsWith("authjs.csrf-token="))).toBe(true);
    expect(lines.filter((cookie) => cookie.startsWith("__"))).toEqual([]);
    const token = jar.get("authjs.session-token") ?? "";
    expect(requestSession(withCookie(`authjs.session-token=${token}`), authSecret())?.userId).toBe(userId);
    expect(requestSession(withCookie(`__Secure-authjs.session-token=${token}`), authSecret())).toBeNull();
  });
});

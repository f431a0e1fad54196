import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import pLimit from "p-limit";
import { head, rawRequest } from "@/server/front/testing/raw-connection";
import { E2E } from "./env";
import { consoleRoutes, PLACEHOLDER_ID, serverActions } from "./helpers/routes";

// What the console's front server promises every request, on the whole stack as `npm start` runs it:
// deadlines (a stalled body is cut, whatever route waits for it), only its own host names, the security
// headers on every answer, server-action bodies Next could not decode refused in words, and no 5xx for any
// input. Every request goes to the console on loopback.

const REQUEST_DEADLINE_MS = E2E.requestDeadlineMs; // REQUEST_TIMEOUT_MS of this stack
const FORWARD_BODY_DEADLINE_MS = 10_000; // the BFF's own (server/bff/read-body.ts)
const port = E2E.consolePort;
const origin = E2E.consoleUrl;

/** The signed-in owner's cookies, as the e2e browser holds them. */
function ownerCookie(): string {
  const state = JSON.parse(readFileSync(E2E.storageState, "utf8")) as {
    cookies: Array<{ name: string; value: string }>;
  };
  return state.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

/** The ids of the demo merchant and the demo aggregator, read from the settings page. */
async function accountIds(cookie: string): Promise<string[]> {
  const html = await (await fetch(`${origin}/settings/accounts`, { headers: { cookie } })).text();
  const ids = [...new Set(html.match(/\/accounts\/[0-9a-f-]{36}/g) ?? [])].map((path) => path.slice(10));
  expect(ids.length).toBeGreaterThanOrEqual(2);
  return ids;
}

const action = (name: string) => {
  const found = serverActions(PLACEHOLDER_ID).find((entry) => entry.name === name);
  if (!found) throw new Error(`no server action ${name} in the build`);
  return found;
};

test("a body that stalls is cut at the request deadline on every route that waits for one", async () => {
  test.setTimeout(REQUEST_DEADLINE_MS * 3);
  const cookie = ownerCookie();
  const [accountId] = await accountIds(cookie);
  const signIn = action("signInAction");
  const routes: Array<[string, string, string[]]> = [
    ["the webhook receiver", `/api/webhooks/${accountId}`, []],
    ["the sign-in callback", "/api/auth/callback/credentials", []],
    ["a server action", "/sign-in", [`Next-Action: ${signIn.id}`]],
    [
      "an approval route",
      `/accounts/${accountId}/approvals/requests`,
      [`Cookie: ${cookie}`, `Origin: ${origin}`],
    ],
    ["the BFF's forward", `/api/accounts/${accountId}/v1/branch`, [`Cookie: ${cookie}`, `Origin: ${origin}`]],
  ];
  const answers = await Promise.all(
    routes.map(([, path, extra]) =>
      rawRequest(
        port,
        [
          head([
            `POST ${path} HTTP/1.1`,
            `Host: 127.0.0.1:${port}`,
            "Content-Type: application/json",
            "Content-Length: 100",
            ...extra,
          ]),
          '{"half":',
        ],
        REQUEST_DEADLINE_MS * 2,
      ),
    ),
  );
  for (const [index, [what]] of routes.entries()) {
    const answer = answers[index];
    if (!answer) throw new Error(what);
    console.log(
      `${what}: ${answer.status} after ${answer.answeredAfterMs?.toFixed(0)} ms, closed after ${answer.closedAfterMs.toFixed(0)} ms`,
    );
    expect(answer.closed, what).toBe(true);
    expect(answer.status, what).toBe(408);
    // Node's default was 300 s. The forward answers at its own body deadline; nothing outlasts the request's.
    if (what === "the BFF's forward") {
      expect(answer.answeredAfterMs ?? Number.POSITIVE_INFINITY, what).toBeLessThan(
        FORWARD_BODY_DEADLINE_MS + 2_000,
      );
    }
    expect(answer.closedAfterMs, what).toBeLessThan(REQUEST_DEADLINE_MS + 2_000);
  }
});

test("a Host the console is not gets 421 on pages and the webhook route; its own names are served", async () => {
  const [accountId] = await accountIds(ownerCookie());
  for (const [method, path] of [
    ["GET", "/sign-in"],
    ["GET", "/"],
    ["POST", `/api/webhooks/${accountId}`],
  ]) {
    const answer = await rawRequest(port, [
      head([`${method} ${path} HTTP/1.1`, "Host: evil.example", "Content-Length: 0"]),
    ]);
    expect(answer.status, path).toBe(421);
    expect(JSON.parse(answer.body).message, path).toMatch(/only requests addressed to its own host names/);
  }
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
    const answer = await rawRequest(port, [
      head(["GET /sign-in HTTP/1.1", `Host: ${host}`, "Connection: close"]),
    ]);
    expect(answer.status, host).toBe(200);
  }
});

test("redirects carry the security headers", async () => {
  for (const path of ["/settings", "/accounts", "/sign-in/", "/settings/accounts/"]) {
    const response = await fetch(`${origin}${path}`, {
      redirect: "manual",
      headers: { cookie: ownerCookie() },
    });
    expect([307, 308], path).toContain(response.status);
    expect(response.headers.get("x-frame-options"), path).toBe("DENY");
    expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
  }
});

test("the sign-in action answers malformed bodies with a 4xx in words, signed out", async () => {
  const signIn = action("signInAction");
  const post = (body: BodyInit) =>
    fetch(`${origin}/sign-in`, {
      method: "POST",
      headers: { "Next-Action": signIn.id, "Content-Type": "text/plain;charset=UTF-8", Origin: origin },
      body,
    });
  for (const [what, body, status] of [
    ["no arguments", "[]", 400],
    ["a reference to a part it does not carry", '["$Q1"]', 400],
    ["over 1 MB", "a".repeat(1024 * 1024 + 10), 413],
    ["not UTF-8", new Uint8Array([0x5b, 0x22, 0xff, 0xfe, 0x22, 0x5d]), 400],
    ["nested 10,000 deep", `${"[".repeat(10_000)}${"]".repeat(10_000)}`, 400],
  ] as const) {
    const response = await post(body);
    expect(response.status, what).toBe(status);
    expect((await response.json()).message, what).toMatch(/\w+ \w+/);
  }
});

test("no route answers 5xx to malformed, deep, huge, non-UTF-8 or lone-surrogate input, or impossible dates", async () => {
  test.setTimeout(420_000);
  const cookie = ownerCookie();
  const ids = await accountIds(cookie);
  const routes = ids.flatMap((id) => consoleRoutes(id));
  const badDates = "?startDate=9999-12-31&endDate=0000-01-01&from=2026-02-30&to=9999-12-31&period=custom";
  const bodies: Array<[string, string, BodyInit]> = [
    ["broken JSON", "application/json", '{"name":'],
    ["a list", "application/json", "[]"],
    ["10,000 deep", "application/json", `${"[".repeat(10_000)}${"]".repeat(10_000)}`],
    ["2 MB", "application/json", `{"name":"${"a".repeat(2 * 1024 * 1024)}"}`],
    [
      "not UTF-8",
      "application/json",
      new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    ],
    ["a lone surrogate", "application/json", '{"name":"\\ud800","code":"\\udc00"}'],
    [
      "broken multipart",
      "multipart/form-data; boundary=zz",
      "--zz\r\nContent-Disposition: form-data\r\n\r\nx",
    ],
    ["a form", "application/x-www-form-urlencoded", "name=%ff%fe&code=%00"],
  ];
  const failures: string[] = [];
  let requests = 0;
  // A few requests at a time, as several tabs would send them; each route still gets every body.
  const limit = pLimit(4);
  const sent: Promise<void>[] = [];
  const check = (method: string, path: string, init: RequestInit = {}) => {
    requests++;
    sent.push(limit(() => send(method, path, init)));
  };
  const send = async (method: string, path: string, init: RequestInit) => {
    const abort = new AbortController();
    const response = await fetch(`${origin}${path}`, {
      method,
      redirect: "manual",
      signal: abort.signal,
      ...init,
      headers: { cookie, origin, ...init.headers },
    });
    // Event streams and exports do not end by themselves: the status is all that is read.
    abort.abort();
    if (response.status >= 500)
      failures.push(`${method} ${path.slice(0, 120)} ${init.body ? "with a body" : ""}: ${response.status}`);
  };
  for (const { path } of routes) {
    check("GET", `${path}${badDates}`);
    check("GET", `${path}?startDate=2026-02-30&endDate=2026-02-31&ids=%ff`);
    for (const [, type, body] of bodies) {
      check("POST", path, { body, headers: { "content-type": type } });
    }
  }
  const forward = `/api/accounts/${ids[0]}/v1/branch`;
  for (const [, type, body] of bodies)
    check("PATCH", `${forward}/${PLACEHOLDER_ID}`, { body, headers: { "content-type": type } });

  // Every server action with what its page would never send. Bodies Next could not decode are refused
  // before any action runs, so none of these signs anyone out or in.
  const actionBodies: Array<[string, BodyInit]> = [
    ["text/plain;charset=UTF-8", '["$Q1","$W2"]'],
    ["text/plain;charset=UTF-8", '["$nNaN", "$h1"]'],
    ["text/plain;charset=UTF-8", `${"[".repeat(10_000)}${"]".repeat(10_000)}`],
    ["text/plain;charset=UTF-8", "a".repeat(1024 * 1024 + 1)],
    ["text/plain;charset=UTF-8", new Uint8Array([0x5b, 0xff, 0x5d])],
    ["text/plain;charset=UTF-8", '["\\ud800"]'],
    [
      "multipart/form-data; boundary=zz",
      '--zz\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$@5"]\r\n--zz--\r\n',
    ],
    ["multipart/form-data; boundary=zz", "--zz\r\nbroken"],
  ];
  for (const { id, page } of serverActions(ids[0] ?? PLACEHOLDER_ID)) {
    for (const [type, body] of actionBodies) {
      check("POST", page, { body, headers: { "content-type": type, "next-action": id } });
    }
  }
  // Well-formed arguments of the wrong kinds, to the actions whose pages are open to anyone and that change
  // nothing when their form is empty (signing in is left out: a failed attempt counts against the address).
  for (const name of ["setupAction", "acceptAsNewUserAction", "acceptAsSignedInUserAction"]) {
    const { id, page } = action(name);
    for (const body of ['["$undefined",{}]', "[1,2]", '[null,"$K9"]', "[[],[[]]]"]) {
      check("POST", page.replace(PLACEHOLDER_ID, "not-an-invitation"), {
        body,
        headers: { "content-type": "text/plain;charset=UTF-8", "next-action": id },
      });
    }
  }
  await Promise.all(sent);
  console.log(
    `${requests} requests to ${routes.length} routes and ${serverActions(PLACEHOLDER_ID).length} actions`,
  );
  expect(failures).toEqual([]);
});

import { expect, test } from "@playwright/test";

// Runs after every other spec (its own project): it locks the loopback address out of signing in.

test("a changed X-Forwarded-For does not escape the per-address sign-in limit", async ({ browser }) => {
  const context = await browser.newContext({ storageState: undefined });
  const codes: string[] = [];
  for (let attempt = 0; attempt < 11; attempt++) {
    const csrf = (await (await context.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const response = await context.request.post("/api/auth/callback/credentials", {
      form: { csrfToken: csrf.csrfToken, email: `guess${attempt}@example.com`, password: "not it" },
      headers: { "x-forwarded-for": `203.0.113.${attempt + 1}` },
      maxRedirects: 0,
    });
    const location = new URL(response.headers().location ?? "/", "http://console.invalid");
    codes.push(location.searchParams.get("code") ?? "");
  }
  // Earlier specs may have failed a sign-in from this address too: at most ten guesses are ever checked.
  expect(codes.filter((code) => code === "invalid-credentials").length).toBeLessThanOrEqual(10);
  expect(codes.at(-1)).toMatch(/^locked-\d+$/);
  await context.close();
});

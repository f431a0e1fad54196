import "server-only";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deriveSigningKey, InvalidApiKeyError } from "./api-key";
import { authHeaders, signRequest } from "./signer";

// Golden values computed with coreutils and OpenSSL, not with the code under test:
//   SECRET='sk_live_TEST_ONLY_not_a_real_secret'
//   printf '%s' "$SECRET" | sha256sum
//   printf '%s' "$MSG" | openssl dgst -sha256 -hmac "$SIGNING_KEY"
// where MSG is the timestamp, method, path and body written out in each case below.
const SECRET = "sk_live_TEST_ONLY_not_a_real_secret";
const SIGNING_KEY = "68d211e3c4838a0d2cb576cbf19923b3342d08043f394dd81c6d3751ac20752f";
const TS = 1763799330123;

const golden: Array<{ name: string; method: string; path: string; body?: string; signature: string }> = [
  {
    // MSG='1763799330123GET/v1/payment/list?page=1&pageSize=20&status=PAID'
    name: "GET list with a query",
    method: "GET",
    path: "/v1/payment/list?page=1&pageSize=20&status=PAID",
    signature: "75546a4eabccbf2cecdf3ecf9e1af4e3dfdc289f3cfba29aaf60114b189ba736",
  },
  {
    // MSG='1763799330123GET/v1/payment/list?search=Perera%20%26%20Sons&tag=a+b&ref=~x1'
    name: "query with %20, %26, + and ~",
    method: "GET",
    path: "/v1/payment/list?search=Perera%20%26%20Sons&tag=a+b&ref=~x1",
    signature: "e1524eb2fc17febd46605a5ec42fc3b418d1173f6552430728c179fcc0eb8973",
  },
  {
    // MSG='1763799330123GET/v1/payment/list?search=%E0%B6%9A%E0%B7%9C%E0%B7%85%E0%B6%B9'  (කොළඹ in UTF-8)
    name: "query with percent-encoded unicode",
    method: "GET",
    path: "/v1/payment/list?search=%E0%B6%9A%E0%B7%9C%E0%B7%85%E0%B6%B9",
    signature: "50e801c5c48afeb31bd78e890ad0359d71aae54dd62f863ecf4733ef96b7854f",
  },
  {
    // MSG='1763799330123GET/v1/payment/list?status=PAID&status=EXPIRED'
    name: "repeated keys",
    method: "GET",
    path: "/v1/payment/list?status=PAID&status=EXPIRED",
    signature: "462bb98fe84cca0f4cf6eba51be011115b814df346898e0ae91a0a1c7257557b",
  },
  {
    // MSG='1763799330123GET/v1/payment/list?ids[]=pay_1&ids[]=pay_2'
    name: "raw ids[]",
    method: "GET",
    path: "/v1/payment/list?ids[]=pay_1&ids[]=pay_2",
    signature: "1b8cb60e904ae6b7898cb3e62f9077b0c333d37d3080cc716d3b0c14acd48a9c",
  },
  {
    // MSG='1763799330123GET/v1/payment/list?ids%5B%5D=pay_1&ids%5B%5D=pay_2'
    name: "encoded ids%5B%5D",
    method: "GET",
    path: "/v1/payment/list?ids%5B%5D=pay_1&ids%5B%5D=pay_2",
    signature: "7e141ae855932d5aedda81d6fde4ffbf15a60c0478a220717c0d1872097edf61",
  },
  {
    // MSG='1763799330123POST/v1/payment{"amount":1500.5,"currency":"LKR","customerName":"Colombo කොළඹ","note":"₨ 1,500.50"}'
    name: "POST with a unicode JSON body",
    method: "POST",
    path: "/v1/payment",
    body: '{"amount":1500.5,"currency":"LKR","customerName":"Colombo කොළඹ","note":"₨ 1,500.50"}',
    signature: "874bbc133e9c85f6f7de6ee6173e4a2abb82e58b2bb34814c8f275e55ab4d6fc",
  },
  {
    // MSG='1763799330123DELETE/v1/payment-link/pl_7Hq2'  (the body given here must be ignored)
    name: "DELETE signs the empty body",
    method: "DELETE",
    path: "/v1/payment-link/pl_7Hq2",
    body: '{"reason":"ignored"}',
    signature: "60c49521b46b0fd0c185c6bd96f849ec95535d91becd65b18a82336bc4206ca4",
  },
  {
    // MSG='1763799330123PATCH/v1/branch/br_42{"name":"Kandy ශාඛාව","isActive":true}'
    name: "PATCH with a body",
    method: "PATCH",
    path: "/v1/branch/br_42",
    body: '{"name":"Kandy ශාඛාව","isActive":true}',
    signature: "2af364ef50fd66d88627271885b908b2cfe78287b78bb11395965565f585dae0",
  },
];

describe("deriveSigningKey", () => {
  it("is the lowercase hex SHA-256 of the secret", () => {
    expect(deriveSigningKey(SECRET)).toBe(SIGNING_KEY);
  });
});

describe("signRequest", () => {
  it.each(golden)("matches the OpenSSL vector: $name", ({ method, path, body, signature }) => {
    expect(signRequest({ signingKey: SIGNING_KEY, timestamp: TS, method, pathWithQuery: path, body })).toBe(
      signature,
    );
  });

  it("upper-cases the method and accepts the timestamp as text", () => {
    const first = golden[0];
    if (!first) throw new Error("no vectors");
    expect(
      signRequest({
        signingKey: SIGNING_KEY,
        timestamp: String(TS),
        method: "get",
        pathWithQuery: first.path,
      }),
    ).toBe(first.signature);
  });

  it("signs GET with the empty body even when one is given", () => {
    const first = golden[0];
    if (!first) throw new Error("no vectors");
    const signed = signRequest({
      signingKey: SIGNING_KEY,
      timestamp: TS,
      method: "GET",
      pathWithQuery: first.path,
      body: "{}",
    });
    expect(signed).toBe(first.signature);
  });

  it("differs from a signature keyed with the raw secret", () => {
    // printf '%s' "$MSG" | openssl dgst -sha256 -hmac "$SECRET"  with MSG of the first vector
    const withRawSecret = "4400a56b3534c3f561514872f2589c2f175545ffc3d9c3685f0ebe8142cb7257";
    const signed = signRequest({
      signingKey: deriveSigningKey(SECRET),
      timestamp: TS,
      method: "GET",
      pathWithQuery: "/v1/payment/list?page=1&pageSize=20&status=PAID",
    });
    expect(signed).not.toBe(withRawSecret);
    expect(signed).toBe(golden[0]?.signature);
  });

  it("refuses a raw secret as signing key, without echoing it", () => {
    const call = () =>
      signRequest({ signingKey: SECRET, timestamp: TS, method: "GET", pathWithQuery: "/v1/bank/list" });
    expect(call).toThrow(InvalidApiKeyError);
    expect(call).not.toThrow(SECRET);
    expect(call).not.toThrow(SECRET.slice("sk_live_".length));
  });

  it("rejects a non-decimal timestamp and a relative path", () => {
    const base = { signingKey: SIGNING_KEY, method: "GET", pathWithQuery: "/v1/bank/list" };
    expect(() => signRequest({ ...base, timestamp: "12.5" })).toThrow(/timestamp/);
    expect(() => signRequest({ ...base, timestamp: TS, pathWithQuery: "v1/bank/list" })).toThrow(
      /start with/,
    );
  });

  const hexKey = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString("hex"));
  const input = fc.record({
    signingKey: hexKey,
    timestamp: fc.integer({ min: 0, max: 9_999_999_999_999 }),
    method: fc.constantFrom("GET", "POST", "PATCH", "DELETE"),
    pathWithQuery: fc.string({ unit: "grapheme", maxLength: 40 }).map((s) => `/v1/${s}`),
    body: fc.string({ unit: "grapheme", maxLength: 60 }),
  });

  it("always yields 64 lowercase hex chars, and changes with every signed component", () => {
    fc.assert(
      fc.property(
        input,
        hexKey,
        fc.integer({ min: 0, max: 9_999_999_999_999 }),
        fc.string({ minLength: 1 }),
        (x, otherKey, otherTs, extra) => {
          const signature = signRequest(x);
          expect(signature).toMatch(/^[0-9a-f]{64}$/);
          if (otherKey !== x.signingKey)
            expect(signRequest({ ...x, signingKey: otherKey })).not.toBe(signature);
          if (otherTs !== x.timestamp) expect(signRequest({ ...x, timestamp: otherTs })).not.toBe(signature);
          const otherMethod = x.method === "POST" ? "PATCH" : "POST";
          expect(signRequest({ ...x, method: otherMethod })).not.toBe(signature);
          expect(signRequest({ ...x, pathWithQuery: x.pathWithQuery + extra })).not.toBe(signature);
          const withOtherBody = signRequest({ ...x, body: x.body + extra });
          if (x.method === "GET" || x.method === "DELETE") expect(withOtherBody).toBe(signature);
          else expect(withOtherBody).not.toBe(signature);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("authHeaders", () => {
  it("sends the key id, the timestamp of this attempt and its signature", () => {
    const first = golden[0];
    if (!first) throw new Error("no vectors");
    const headers = authHeaders({
      keyId: "ak_live_4f7a2c",
      signingKey: SIGNING_KEY,
      method: "GET",
      pathWithQuery: first.path,
      now: TS,
    });
    expect(headers).toEqual({
      "x-api-key": "ak_live_4f7a2c",
      "x-timestamp": "1763799330123",
      "x-signature": first.signature,
    });
  });

  it("never puts the full key in x-api-key", () => {
    const call = () =>
      authHeaders({
        keyId: `ak_live_4f7a2c.${SECRET}`,
        signingKey: SIGNING_KEY,
        method: "GET",
        pathWithQuery: "/v1/bank/list",
        now: TS,
      });
    expect(call).toThrow(InvalidApiKeyError);
    expect(call).not.toThrow(SECRET);
  });
});

import { generateKeyPairSync } from "node:crypto";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { verifyWebhook } from "./verify";

/*
 * Vectors made with OpenSSL 3.0, independently of the code under test:
 *
 *   openssl genpkey -algorithm ed25519 -out key.pem && openssl pkey -in key.pem -pubout -out pub.pem
 *   openssl genpkey -algorithm ed25519 -out key2.pem && openssl pkey -in key2.pem -pubout -out pub2.pem
 *   openssl genpkey -algorithm rsa -pkeyopt rsa_keygen_bits:2048 -out rsa.pem && openssl pkey -in rsa.pem -pubout
 *   openssl genpkey -algorithm ec -pkeyopt ec_paramgen_curve:P-256 -out ec.pem && openssl pkey -in ec.pem -pubout
 *   printf '%s' '1795336530123' > ts.txt
 *   printf '%s' '<BODY>' > body.json               # BODY and UNICODE_BODY below, byte for byte
 *   cat ts.txt body.json > msg.bin
 *   openssl pkeyutl -sign -inkey key.pem -rawin -in msg.bin | base64 -w0
 */
const PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEADY6/iE5OYu6RQ6P/ZFq/lv9vGMILlk2vDNpy7qZNNv8=
-----END PUBLIC KEY-----
`;
const OTHER_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAG5uVbfG+m3OGy6tdz8cgpMrGFX4rIjolA7vKGJhqrE4=
-----END PUBLIC KEY-----
`;
const RSA_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA3wfPnNY8rg0WOesE+9hI
067nifBgL5AxbqBcRq37onf3GxwTliOW0VWMXgF7Bv+TG2s74FXaEYh2jwh5G+7g
JgfVoJuVGXPuSy+ZeW1TKM8i8/uOsMrBNeQX5D5VGhwtHAOvRsL3K4L1K5C4wvXB
bJf9x/9E9whj33dpZKmYVBgPNJcIc+oCuW7oymopM3VgGT9gUmguq1DNMMyw/CjU
jQU1xwX3bKS6snTbEULbaBuu9Je2PEkpLwRYNt4Bqw2c0cwM3aDrERksQf/zAKhw
9tVPnWHVMr5wyNuiuWO5IKtBfGPNaVzacmY1tQCK0U1fvqOSesKvrvquGnLSGKB8
BwIDAQAB
-----END PUBLIC KEY-----
`;
const EC_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEkJm23saJrtMHUFp4q2SnSuPVsXUX
YaGeSQ0SK+j6j8GbH/8S6CMqXUiwqhN+dnUUrl62wfkJ3eY+LyLmELMDKA==
-----END PUBLIC KEY-----
`;

const TIMESTAMP = "1795336530123";
const TIMESTAMP_MS = 1_795_336_530_123;
const BODY =
  '{"paymentId":"pay_7f3a","payId":"EXA-20261122-0042","merchantTradeNo":"ORD-1001","status":"PAID","amount":3.333333,"currency":"USDT","timestamp":"2026-11-22T08:15:30.123Z","paidAt":"2026-11-22T08:15:29.000Z"}';
const SIGNATURE = "aTCQCHVaEvyt1mvl7NJmrGo2lZ1NIt+JyWmbI5CzDu7CUKhOQrsRCKKLyFchFgMLu80cox8jhRO364m6hSgQDg==";

// {"customer":"Nimal Perera – කොළඹ","note":"ශ්‍රී ලංකා 🇱🇰","amount":1500.5}, escaped because it holds a
// zero-width joiner; 107 bytes of UTF-8.
const UNICODE_BODY =
  '{"customer":"Nimal Perera \u2013 \u0d9a\u0ddc\u0dc5\u0db9","note":"\u0dc1\u0dca\u200d\u0dbb\u0dd3 \u0dbd\u0d82\u0d9a\u0dcf \ud83c\uddf1\ud83c\uddf0","amount":1500.5}';
const UNICODE_SIGNATURE =
  "aK5XQNMvVmBJ4EienB9yXmKQce1qUOSVP+DIkA18CfYPOqzwE39LUrO1ETontTfFO4epEQ+APZQ4Reeviut7BA==";

const atTimestamp = () => TIMESTAMP_MS;

function deliver(
  overrides: { headers?: Record<string, string | undefined>; body?: string; key?: string } = {},
) {
  return verifyWebhook({
    headers: {
      "X-Webhook-Signature": SIGNATURE,
      "X-Webhook-Timestamp": TIMESTAMP,
      "X-Webhook-Attempt": "2",
      ...overrides.headers,
    },
    rawBody: overrides.body ?? BODY,
    publicKeyPem: overrides.key ?? PUBLIC_KEY,
    now: atTimestamp,
  });
}

/** A delivery refused, for this reason only. */
function expectRefused(verdict: unknown, reason: string): void {
  expect(verdict).toEqual({ ok: false, reason });
}

describe("verifyWebhook with OpenSSL vectors", () => {
  it("accepts the delivery as signed", () => {
    expect(deliver()).toEqual({ ok: true, timestampMs: TIMESTAMP_MS, attempt: 2 });
  });

  it("accepts a Headers object and a byte body", () => {
    const headers = new Headers({ "x-webhook-signature": SIGNATURE, "x-webhook-timestamp": TIMESTAMP });
    const result = verifyWebhook({
      headers,
      rawBody: new TextEncoder().encode(BODY),
      publicKeyPem: PUBLIC_KEY,
      now: atTimestamp,
    });
    expect(result).toEqual({ ok: true, timestampMs: TIMESTAMP_MS, attempt: null });
  });

  it("accepts a unicode body signed as UTF-8 bytes", () => {
    expect(Buffer.byteLength(UNICODE_BODY, "utf8")).toBe(107);
    const result = deliver({ body: UNICODE_BODY, headers: { "X-Webhook-Signature": UNICODE_SIGNATURE } });
    expect(result.ok).toBe(true);
    // Without the zero-width joiner the text looks the same but the bytes differ.
    const stripped = UNICODE_BODY.replace("\u200d", "");
    expectRefused(
      deliver({ body: stripped, headers: { "X-Webhook-Signature": UNICODE_SIGNATURE } }),
      "invalid_signature",
    );
  });

  it("rejects a body with one byte changed", () => {
    const tampered = BODY.replace("3.333333", "3.333334");
    expect(tampered).not.toBe(BODY);
    expectRefused(deliver({ body: tampered }), "invalid_signature");
  });

  it("rejects the same JSON re-serialized", () => {
    const parsed: Record<string, unknown> = JSON.parse(BODY);
    const pretty = JSON.stringify(parsed, null, 2);
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(parsed).reverse()));
    for (const body of [pretty, reordered]) {
      expect(JSON.parse(body)).toEqual(parsed);
      expectRefused(deliver({ body }), "invalid_signature");
    }
  });

  it("signs the exact timestamp text, not its numeric value", () => {
    expectRefused(deliver({ headers: { "X-Webhook-Timestamp": "01795336530123" } }), "invalid_signature");
    expectRefused(deliver({ headers: { "X-Webhook-Timestamp": "1795336530124" } }), "invalid_signature");
  });

  it("rejects a signature from another key", () => {
    expectRefused(deliver({ key: OTHER_PUBLIC_KEY }), "invalid_signature");
  });
});

describe("verifyWebhook timestamp window", () => {
  const at = (offsetMs: number) =>
    verifyWebhook({
      headers: { "x-webhook-signature": SIGNATURE, "x-webhook-timestamp": TIMESTAMP },
      rawBody: BODY,
      publicKeyPem: PUBLIC_KEY,
      now: () => TIMESTAMP_MS + offsetMs,
    });

  it("accepts exactly five minutes either way", () => {
    expect(at(300_000).ok).toBe(true);
    expect(at(-300_000).ok).toBe(true);
  });

  it("rejects 301 seconds either way", () => {
    expectRefused(at(301_000), "timestamp_out_of_window");
    expectRefused(at(-301_000), "timestamp_out_of_window");
    expectRefused(at(300_001), "timestamp_out_of_window");
  });

  describe("without an injected clock", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("uses the wall clock", () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const call = () =>
        verifyWebhook({
          headers: { "x-webhook-signature": SIGNATURE, "x-webhook-timestamp": TIMESTAMP },
          rawBody: BODY,
          publicKeyPem: PUBLIC_KEY,
        });
      vi.setSystemTime(TIMESTAMP_MS + 60_000);
      expect(call().ok).toBe(true);
      vi.setSystemTime(TIMESTAMP_MS + 3_600_000);
      expectRefused(call(), "timestamp_out_of_window");
    });
  });
});

describe("verifyWebhook malformed input", () => {
  it("reports missing headers", () => {
    expectRefused(deliver({ headers: { "X-Webhook-Signature": undefined } }), "missing_signature");
    expectRefused(deliver({ headers: { "X-Webhook-Timestamp": undefined } }), "missing_timestamp");
    expectRefused(deliver({ headers: { "X-Webhook-Timestamp": "  " } }), "missing_timestamp");
  });

  it("rejects timestamps that are not whole milliseconds", () => {
    for (const ts of ["17953365301a3", "1.795336530123e12", "-1795336530123", "1795336530123.0", "0x1a"]) {
      expectRefused(deliver({ headers: { "X-Webhook-Timestamp": ts } }), "invalid_timestamp");
    }
  });

  it("rejects signatures that are not 64 bytes of base64", () => {
    const bytes = Buffer.from(SIGNATURE, "base64");
    const flipped = Buffer.from(bytes);
    flipped[10] = (flipped[10] ?? 0) ^ 1;
    const candidates = [
      "!!!not-base64!!!",
      SIGNATURE.replaceAll("+", "-").replaceAll("/", "_"),
      bytes.subarray(0, 63).toString("base64"),
      Buffer.concat([bytes, Buffer.from([0])]).toString("base64"),
      flipped.toString("base64"),
      "A".repeat(100_000),
    ];
    for (const signature of candidates) {
      expectRefused(deliver({ headers: { "X-Webhook-Signature": signature } }), "invalid_signature");
    }
  });

  it("rejects keys that are not an ED25519 SPKI PEM, without throwing", () => {
    const { privateKey } = generateKeyPairSync("ed25519");
    const privatePem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    const truncated = PUBLIC_KEY.replace("MCowBQYDK2VwAyEA", "MCowBQYDK2Vw");
    for (const key of [
      RSA_PUBLIC_KEY,
      EC_PUBLIC_KEY,
      privatePem,
      truncated,
      "",
      "not a pem",
      "-".repeat(1e6),
    ]) {
      expectRefused(deliver({ key }), "invalid_public_key");
    }
    // A rejected key must not poison the good one.
    expect(deliver().ok).toBe(true);
  });

  it("never throws on random headers, bodies and keys", () => {
    const headerValue = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.constant(SIGNATURE),
      fc.constant(TIMESTAMP),
      fc.base64String({ maxLength: 120 }),
      fc.constant(undefined),
    );
    fc.assert(
      fc.property(
        fc.record({
          "X-Webhook-Signature": headerValue,
          "x-webhook-timestamp": headerValue,
          "X-Webhook-Attempt": headerValue,
        }),
        fc.dictionary(
          fc.string({ maxLength: 30 }).filter((k) => !k.toLowerCase().startsWith("x-webhook")),
          fc.string({ maxLength: 30 }),
          { maxKeys: 4 },
        ),
        fc.oneof(fc.string({ maxLength: 300 }), fc.uint8Array({ maxLength: 300 }), fc.constant(BODY)),
        fc.oneof(fc.constant(PUBLIC_KEY), fc.constant(RSA_PUBLIC_KEY), fc.string({ maxLength: 200 })),
        fc.integer({ min: -1e6, max: 1e6 }),
        (known, extra, rawBody, publicKeyPem, skew) => {
          const result = verifyWebhook({
            headers: { ...extra, ...known },
            rawBody,
            publicKeyPem,
            now: () => TIMESTAMP_MS + skew,
          });
          const genuine =
            known["X-Webhook-Signature"] === SIGNATURE &&
            known["x-webhook-timestamp"]?.trim() === TIMESTAMP &&
            rawBody === BODY &&
            publicKeyPem === PUBLIC_KEY &&
            Math.abs(skew) <= 300_000;
          expect(result.ok).toBe(genuine);
        },
      ),
      { numRuns: 500 },
    );
  });
});

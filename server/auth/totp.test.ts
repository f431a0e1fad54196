import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  hashRecoveryCode,
  looksLikeRecoveryCode,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
  totpCode,
  totpStep,
} from "./totp";

// RFC 6238 appendix B's SHA-1 secret ("12345678901234567890") in base32, and its published 8-digit codes'
// last six digits.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("totp", () => {
  it("computes RFC 6238's test vectors", () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe("287082");
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe("081804");
    expect(totpCode(RFC_SECRET, 1_234_567_890_000)).toBe("005924");
  });

  it("names the step a code belongs to, within one step either side", () => {
    const now = 1_234_567_890_000;
    const step = totpStep(now);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, now), now)).toBe(step);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, now + 60_000), now)).toBeNull();
    expect(matchingStep(RFC_SECRET, ` ${totpCode(RFC_SECRET, now).replace(/(\d{3})/, "$1 ")}`, now)).toBe(
      step,
    );
    expect(matchingStep(RFC_SECRET, "abcdef", now)).toBeNull();
  });

  it("seals a secret for one user under one master key", () => {
    const key = randomBytes(32);
    const secret = newTotpSecret();
    const sealed = sealTotpSecret("user-a", secret, key);
    expect(sealed).not.toContain(secret);
    expect(openTotpSecret("user-a", sealed, key)).toBe(secret);
    expect(() => openTotpSecret("user-b", sealed, key)).toThrow("does not verify");
    expect(() => openTotpSecret("user-a", sealed, randomBytes(32))).toThrow("does not verify");
  });

  it("opens a secret sealed before it shared the vault's sealing code", () => {
    const masterKey = Buffer.from("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "hex");
    const sealed = "jQY65TfH8Hn1CNwdn51iZHjvIwLagVXf/BjUQRBj2jpvgO4/+01u76HqEClzORIZcqvtylaytDVRN9E4";
    expect(openTotpSecret("user-7", sealed, masterKey)).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
    expect(() => openTotpSecret("user-8", sealed, masterKey)).toThrow("does not verify");
  });

  it("makes ten distinct recovery codes that hash the same however they are typed", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
      expect(hashRecoveryCode(code.toLowerCase().replace(/-/g, " "))).toBe(hashRecoveryCode(code));
    }
    expect(looksLikeRecoveryCode("123456")).toBe(false);
    expect(looksLikeRecoveryCode("123 456")).toBe(false);
  });
});

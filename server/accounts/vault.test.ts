import { createHash, randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptSigningKey, encryptSigningKey, VaultError } from "./vault";

const signingKeyOf = (secret: string) => createHash("sha256").update(secret).digest("hex");

function setup() {
  const masterKey = randomBytes(32);
  const accountId = randomUUID();
  const signingKey = signingKeyOf(`sk_live_${randomBytes(16).toString("hex")}`);
  return { masterKey, accountId, signingKey, sealed: encryptSigningKey(accountId, signingKey, masterKey) };
}

/** Runs `fn`, expects a VaultError, and checks that its text reveals no key material. */
function expectVaultFailure(fn: () => unknown, secrets: Array<string | Buffer>): VaultError {
  let caught: unknown;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(VaultError);
  const error = caught as VaultError;
  const text = `${error.message}\n${error.stack ?? ""}\n${JSON.stringify(error)}`;
  for (const secret of secrets) {
    const forms = typeof secret === "string" ? [secret] : [secret.toString("hex"), secret.toString("base64")];
    for (const form of forms) expect(text).not.toContain(form);
  }
  return error;
}

describe("vault", () => {
  it("opens a signing key sealed before the vault shared its sealing code", () => {
    const masterKey = Buffer.from("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "hex");
    const sealed =
      "BL3FZiv4K5HitRs8Hmrlg3v3v2OwwCrDksdX4l57ttn9U7PhPRYthAuka+V1hmbzEPiWrkZJD3zEF9p+lFzc0rtIaR7r9q9ueQl28eEW2enDbICO5TpC3xHhaCk=";
    expect(decryptSigningKey("7d1f0a52-3c4b-4e8a-9f21-6b0c5d2e8a17", sealed, masterKey)).toBe(
      "5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8",
    );
  });

  it("decrypts what it encrypted", () => {
    const { masterKey, accountId, signingKey, sealed } = setup();
    expect(decryptSigningKey(accountId, sealed, masterKey)).toBe(signingKey);
  });

  it("does not store the signing key in the clear and uses a fresh IV each time", () => {
    const { masterKey, accountId, signingKey, sealed } = setup();
    const bytes = Buffer.from(sealed, "base64");
    expect(bytes.length).toBe(12 + signingKey.length + 16);
    expect(bytes.toString("latin1")).not.toContain(signingKey);
    const again = encryptSigningKey(accountId, signingKey, masterKey);
    expect(again).not.toBe(sealed);
    expect(Buffer.from(again, "base64").subarray(0, 12)).not.toEqual(bytes.subarray(0, 12));
  });

  it("rejects a tampered ciphertext, IV or tag", () => {
    const { masterKey, accountId, signingKey, sealed } = setup();
    const length = Buffer.from(sealed, "base64").length;
    for (const position of [0, 12, 40, length - 1]) {
      const bytes = Buffer.from(sealed, "base64");
      bytes[position] = (bytes[position] ?? 0) ^ 0x01;
      const error = expectVaultFailure(
        () => decryptSigningKey(accountId, bytes.toString("base64"), masterKey),
        [signingKey, masterKey],
      );
      expect(error.code).toBe("unauthenticated");
    }
  });

  it("rejects a sealed key moved to another account (associated data)", () => {
    const { masterKey, signingKey, sealed } = setup();
    const error = expectVaultFailure(
      () => decryptSigningKey(randomUUID(), sealed, masterKey),
      [signingKey, masterKey],
    );
    expect(error.code).toBe("unauthenticated");
  });

  it("rejects the wrong master key without revealing either key", () => {
    const { masterKey, accountId, signingKey, sealed } = setup();
    const otherKey = randomBytes(32);
    const error = expectVaultFailure(
      () => decryptSigningKey(accountId, sealed, otherKey),
      [signingKey, masterKey, otherKey],
    );
    expect(error.code).toBe("unauthenticated");
    expect(error.message).toContain(accountId);
  });

  it("rejects truncated data and master keys of the wrong size", () => {
    const { masterKey, accountId, signingKey, sealed } = setup();
    const short = Buffer.from(sealed, "base64").subarray(0, 20).toString("base64");
    expect(expectVaultFailure(() => decryptSigningKey(accountId, short, masterKey), [signingKey]).code).toBe(
      "malformed",
    );
    const shortKey = randomBytes(16);
    expectVaultFailure(() => decryptSigningKey(accountId, sealed, shortKey), [shortKey, signingKey]);
    expectVaultFailure(() => encryptSigningKey(accountId, signingKey, shortKey), [shortKey, signingKey]);
  });

  it("refuses to seal anything but a derived (SHA-256 hex) signing key", () => {
    const { masterKey, accountId } = setup();
    const rawSecret = `sk_live_${randomBytes(24).toString("hex")}`;
    const error = expectVaultFailure(() => encryptSigningKey(accountId, rawSecret, masterKey), [rawSecret]);
    expect(error.code).toBe("invalid-input");
    expect(() => encryptSigningKey(accountId, signingKeyOf(rawSecret).toUpperCase(), masterKey)).toThrow(
      VaultError,
    );
  });
});

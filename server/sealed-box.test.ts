import { createCipheriv, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openSealedText, sealText } from "./sealed-box";

const key = Buffer.from("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "hex");

// Values sealed under `key` by the vault's and the second factor's own AES-GCM code before they shared this
// module: rows already in databases look like these and must keep opening.
const storedSigningKey = {
  sealed:
    "BL3FZiv4K5HitRs8Hmrlg3v3v2OwwCrDksdX4l57ttn9U7PhPRYthAuka+V1hmbzEPiWrkZJD3zEF9p+lFzc0rtIaR7r9q9ueQl28eEW2enDbICO5TpC3xHhaCk=",
  associatedData: "7d1f0a52-3c4b-4e8a-9f21-6b0c5d2e8a17",
  plaintext: "5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8",
};
const storedTotpSecret = {
  sealed: "jQY65TfH8Hn1CNwdn51iZHjvIwLagVXf/BjUQRBj2jpvgO4/+01u76HqEClzORIZcqvtylaytDVRN9E4",
  associatedData: "totp:user-7",
  plaintext: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
};

describe("sealed box", () => {
  it("opens values sealed before it existed", () => {
    for (const stored of [storedSigningKey, storedTotpSecret]) {
      expect(openSealedText(stored.sealed, stored.associatedData, key)).toEqual({
        ok: true,
        plaintext: stored.plaintext,
      });
    }
  });

  it("writes base64 of iv | ciphertext | tag, as the stored rows are", () => {
    const sealed = Buffer.from(sealText("hello", "owner-1", key), "base64");
    const iv = sealed.subarray(0, 12);
    const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: 16 });
    cipher.setAAD(Buffer.from("owner-1", "utf8"));
    const expected = Buffer.concat([iv, cipher.update("hello", "utf8"), cipher.final(), cipher.getAuthTag()]);
    expect(sealed).toEqual(expected);
  });

  it("uses a fresh IV each time and opens what it sealed", () => {
    const first = sealText("same text", "owner-1", key);
    const second = sealText("same text", "owner-1", key);
    expect(first).not.toBe(second);
    expect(Buffer.from(first, "base64").subarray(0, 12)).not.toEqual(
      Buffer.from(second, "base64").subarray(0, 12),
    );
    expect(openSealedText(second, "owner-1", key)).toEqual({ ok: true, plaintext: "same text" });
  });

  it("refuses another owner, another key and altered bytes as unauthenticated", () => {
    const sealed = sealText("secret text", "owner-1", key);
    expect(openSealedText(sealed, "owner-2", key)).toEqual({ ok: false, failure: "unauthenticated" });
    expect(openSealedText(sealed, "owner-1", randomBytes(32))).toEqual({
      ok: false,
      failure: "unauthenticated",
    });
    const length = Buffer.from(sealed, "base64").length;
    for (const position of [0, 12, length - 1]) {
      const bytes = Buffer.from(sealed, "base64");
      bytes[position] = (bytes[position] ?? 0) ^ 0x01;
      expect(openSealedText(bytes.toString("base64"), "owner-1", key)).toEqual({
        ok: false,
        failure: "unauthenticated",
      });
    }
  });

  it("calls a value too short for an IV, a tag and a byte malformed", () => {
    const short = Buffer.from(sealText("x", "owner-1", key), "base64")
      .subarray(0, 28)
      .toString("base64");
    expect(openSealedText(short, "owner-1", key)).toEqual({ ok: false, failure: "malformed" });
    expect(openSealedText("", "owner-1", key)).toEqual({ ok: false, failure: "malformed" });
  });
});

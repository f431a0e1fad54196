import { randomBytes, randomInt } from "node:crypto";

const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Random upper-case alphanumeric text (no 0/O/1/I), for trade numbers and references. */
export function randomCode(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** URL-safe random slug. */
export function randomSlug(bytes = 9): string {
  return randomBytes(bytes).toString("base64url");
}

/** Random decimal digits, e.g. for provider contract ids. */
export function randomDigits(length: number): string {
  let out = String(randomInt(1, 10));
  for (let i = 1; i < length; i++) out += String(randomInt(10));
  return out;
}

/** Where provider-style references come from: random here, a seeded stream in the demo seed. */
export interface ReferenceSource {
  digits(length: number): string;
  code(length: number): string;
}

export const randomReferences: ReferenceSource = { digits: randomDigits, code: randomCode };

import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/**
 * Whether `given` is the control API's admin token. Both sides are hashed to 32 bytes first and compared
 * with timingSafeEqual, so the time taken shows neither the token's length nor where a guess goes wrong.
 */
export function isAdminToken(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

import { z } from "zod";

/** Text a person wrote, without control characters (a NUL is not text, and no database stores it). */
export function hasControlCharacters(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if ((code < 32 && char !== "\t" && char !== "\n" && char !== "\r") || code === 127) return true;
  }
  return false;
}

/** A trimmed text field of at most `max` characters, refusing control characters with a sentence. */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), "Use letters, digits and punctuation only");

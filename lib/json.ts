/** Deeper than any body of the payments API or its webhooks; deeper input is refused before parsing. */
export const MAX_JSON_DEPTH = 32;

/**
 * The deepest nesting of objects and arrays in a JSON text, counted without parsing it (brackets inside
 * strings are skipped), so a hostile body cannot make a recursive parser or serializer run out of stack.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

export type JsonParse = { ok: true; value: unknown } | { ok: false; reason: "too_deep" | "invalid" };

/** JSON.parse with a depth limit checked first. */
export function parseJsonLimited(text: string, maxDepth = MAX_JSON_DEPTH): JsonParse {
  if (jsonDepth(text) > maxDepth) return { ok: false, reason: "too_deep" };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, reason: "invalid" };
  }
}

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

export type TextProblem = "nul" | "lone_surrogate";

// A lone UTF-16 surrogate (`"\ud800"` in JSON) is not a character: UTF-8 cannot hold it, so a database or
// an encoder would store U+FFFD in its place. With the `u` flag a paired surrogate is one code point and
// only a lone one matches.
const LONE_SURROGATE = /\p{Cs}/u;

function textProblem(text: string): TextProblem | null {
  if (text.includes("\u0000")) return "nul";
  return LONE_SURROGATE.test(text) ? "lone_surrogate" : null;
}

/**
 * The first key or string of a parsed JSON value that no text column can store as written: one holding a
 * NUL, or a lone surrogate. Its path (keys and list positions) names the field for the refusal.
 */
export function unstorableText(
  value: unknown,
): { path: Array<string | number>; problem: TextProblem } | null {
  const stack: Array<{ value: unknown; path: Array<string | number> }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current === undefined) break;
    if (typeof current.value === "string") {
      const problem = textProblem(current.value);
      if (problem) return { path: current.path, problem };
    } else if (current.value !== null && typeof current.value === "object") {
      const isList = Array.isArray(current.value);
      const entries = Object.entries(current.value);
      const at = (key: string) => [...current.path, isList ? Number(key) : key];
      for (const [key] of isList ? [] : entries) {
        const problem = textProblem(key);
        if (problem) return { path: at(key), problem };
      }
      // Pushed in reverse, so the first offending value in document order is found first.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        stack.push({ value: item, path: at(key) });
      }
    }
  }
  return null;
}

/**
 * Re-indents a JSON text without parsing it into objects, so keys keep the order the service sent them
 * in (a parse would move integer-like keys first) and numbers keep every digit. Whitespace between
 * tokens is replaced; strings are copied as they are. Returns the text unchanged if it is not JSON.
 */
export function prettyJson(raw: string, indent = "  "): string {
  try {
    JSON.parse(raw);
  } catch {
    return raw;
  }
  let out = "";
  let depth = 0;
  let inString = false;
  let escaped = false;
  const newline = () => `\n${indent.repeat(depth)}`;
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i] as string;
    if (inString) {
      out += ch;
      if (escaped) escaped = false;
      else if (ch === "\\") escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === " " || ch === "\n" || ch === "\r" || ch === "\t") continue;
    if (ch === '"') {
      inString = true;
      out += ch;
    } else if (ch === "{" || ch === "[") {
      const close = ch === "{" ? "}" : "]";
      let j = i + 1;
      while (j < raw.length && /\s/.test(raw[j] as string)) j++;
      if (raw[j] === close) {
        out += ch + close;
        i = j;
      } else {
        depth++;
        out += ch + newline();
      }
    } else if (ch === "}" || ch === "]") {
      depth--;
      out += newline() + ch;
    } else if (ch === ",") {
      out += `,${newline()}`;
    } else if (ch === ":") {
      out += ": ";
    } else {
      out += ch;
    }
  }
  return out;
}

// Shared rendering helpers for the sandbox's hosted pages (checkout, payment link, contract approval).
// Pages are plain server-rendered HTML: every interpolated value goes through escapeHtml.
import { PAGES_CSS_PATH } from "./assets";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/**
 * A complete HTML document; `body` must already be escaped markup. Styles and scripts come from the
 * sandbox's own files (assets.ts), never inline, so the pages' CSP can forbid inline code.
 */
export function page(title: string, body: string, scripts: readonly string[] = []): string {
  const scriptTags = scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${PAGES_CSS_PATH}">
${scriptTags}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

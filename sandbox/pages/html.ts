// Shared rendering for the sandbox's hosted pages (checkout, payment link, contract approval). Pages are
// server-rendered with hono's `html` template, which escapes every interpolated value unless it is itself
// markup made by `html` (or, for the QR code's SVG, marked `raw`).
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { PAGES_CSS_PATH } from "./assets";

export type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * A complete HTML document. Styles and scripts come from the sandbox's own files (assets.ts), never inline,
 * so the pages' CSP can forbid inline code.
 */
export function page(title: string, body: Markup, scripts: readonly string[] = []): Markup {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="stylesheet" href="${PAGES_CSS_PATH}">
${scripts.map((src) => html`<script src="${src}" defer></script>`)}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** A card with a heading and one line: the pages' "not found" and "no longer available". */
export function notice(title: string, message: string): Markup {
  return page(title, html`<div class="card"><h1>${title}</h1><p>${message}</p></div>`);
}

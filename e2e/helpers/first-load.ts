import type { Page } from "@playwright/test";

// What a page view costs, as Chromium sees it with the cache disabled: the JavaScript it loads, and the
// requests it makes to the console. Used by the size budgets (e2e/budgets.spec.ts) and the page-view
// benchmark (scripts/bench/pages.ts), so both count the same way.
//
// Two amounts of JavaScript. The first load is what the page's HTML asks for (its script tags and script
// preloads): what the browser fetches before the page can run, which Next calls "First Load JS". All of it
// adds what the page's code fetches once it runs (a chart's drawing while the chart's rows are read), until
// the network is idle.

export interface FirstLoad {
  /** Compressed bytes of the scripts the page's HTML asks for, as they arrived (the "kB gz" of a bundle). */
  firstLoadBytes: number;
  /** Compressed bytes of every script loaded until the network was idle: the first load and what followed. */
  scriptBytes: number;
  /** Every script's bytes with each response's header bytes, as sent over HTTP/1.1 without header compression. */
  scriptBytesWithHeaders: number;
  /** Requests to the console's origin other than its built assets: documents, data, prefetches. */
  consoleRequests: string[];
}

/**
 * Opens `url` in `page` with the cache off, waits for its first heading, an idle network and half a second
 * more (links that come into view may prefetch late), and counts what was loaded.
 */
export async function measureFirstLoad(page: Page, url: string, origin: string): Promise<FirstLoad> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts = new Map<string, { url: string; headers: number }>();
  const loaded: { url: string; body: number; total: number }[] = [];
  cdp.on("Network.responseReceived", (event) => {
    // At this point the bytes received are the response's status line and headers.
    if (event.type === "Script")
      scripts.set(event.requestId, { url: event.response.url, headers: event.response.encodedDataLength });
  });
  cdp.on("Network.loadingFinished", (event) => {
    const script = scripts.get(event.requestId);
    if (script === undefined) return;
    loaded.push({
      url: script.url,
      body: event.encodedDataLength - script.headers,
      total: event.encodedDataLength,
    });
  });
  const consoleRequests: string[] = [];
  page.on("request", (request) => {
    const target = new URL(request.url());
    const isAsset = target.pathname.startsWith("/_next/static/") || target.pathname === "/favicon.ico";
    if (!isAsset && target.origin === origin)
      consoleRequests.push(`${request.method()} ${target.pathname}${target.search}`);
  });
  const response = await page.goto(url);
  const html = (await response?.text()) ?? "";
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  await cdp.detach();
  const asked = documentScripts(html, response?.url() ?? url);
  const sum = (list: typeof loaded, key: "body" | "total") => list.reduce((total, s) => total + s[key], 0);
  return {
    firstLoadBytes: sum(
      loaded.filter((script) => asked.has(script.url)),
      "body",
    ),
    scriptBytes: sum(loaded, "body"),
    scriptBytesWithHeaders: sum(loaded, "total"),
    consoleRequests,
  };
}

/** The scripts a page's HTML asks for: `<script src>` and `<link rel="preload" as="script">`, as full URLs. */
export function documentScripts(html: string, base: string): Set<string> {
  const urls = new Set<string>();
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}=("([^"]*)"|'([^']*)')`, "i")
      .exec(tag)
      ?.slice(2)
      .find((v) => v !== undefined);
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src) urls.add(new URL(src.replaceAll("&amp;", "&"), base).href);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, "rel")?.toLowerCase() ?? "";
    const as = attribute(tag, "as")?.toLowerCase();
    const href = attribute(tag, "href");
    if (href && (rel === "modulepreload" || (rel === "preload" && as === "script")))
      urls.add(new URL(href.replaceAll("&amp;", "&"), base).href);
  }
  return urls;
}

/** Bytes as kB with one decimal. */
export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

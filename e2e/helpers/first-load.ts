import type { Page } from "@playwright/test";
import { type Served, totalServed } from "./served-size";

// What a page view costs, as Chromium sees it with the cache disabled: the JavaScript it loads, and the
// requests it makes to the console. Used by the size budgets (e2e/budgets.spec.ts) and the page-view
// benchmark (scripts/bench/pages.ts), so both count the same way.
//
// Chromium says which scripts a page loads; their sizes are then asked of the console in both encodings
// (`served-size.ts`): brotli, as served to a browser that accepts it (Chromium does), and gzip beside it.
//
// Two amounts of JavaScript. The first load is what the page's HTML asks for (its script tags and script
// preloads): what the browser fetches before the page can run, which Next calls "First Load JS". All of it
// adds what the page's code fetches once it runs (a chart's drawing while the chart's rows are read), until
// the network is idle; it is reported, not budgeted.

export interface FirstLoad {
  /** The scripts the page's HTML asks for, and their size as served. */
  firstLoad: Served;
  firstLoadScripts: string[];
  /** Every script loaded until the network was idle: the first load and what followed. */
  all: Served;
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
  const scripts: string[] = [];
  cdp.on("Network.responseReceived", (event) => {
    // By its name, not `event.type`: a script preload is typed "Other" until a script tag takes it up.
    const target = new URL(event.response.url);
    if (target.origin === origin && target.pathname.endsWith(".js")) scripts.push(target.href);
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
  const firstLoadScripts = [...asked];
  const missing = firstLoadScripts.filter((script) => !scripts.includes(script));
  if (missing.length > 0)
    throw new Error(`${url}: scripts its HTML asks for never loaded: ${missing.join(", ")}`);
  return {
    firstLoad: await totalServed(firstLoadScripts),
    firstLoadScripts,
    all: await totalServed(scripts),
    consoleRequests,
  };
}

/**
 * The scripts a page's HTML asks a current browser for: `<script src>` (not `nomodule`: the polyfills only
 * browsers without modules fetch) and `<link rel="preload" as="script">`, as full URLs.
 */
export function documentScripts(html: string, base: string): Set<string> {
  const urls = new Set<string>();
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}=("([^"]*)"|'([^']*)')`, "i")
      .exec(tag)
      ?.slice(2)
      .find((v) => v !== undefined);
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src && !/\snomodule\b/i.test(tag)) urls.add(new URL(src.replaceAll("&amp;", "&"), base).href);
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

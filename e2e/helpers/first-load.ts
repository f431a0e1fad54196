import type { Page } from "@playwright/test";

// What a page view costs, as Chromium sees it with the cache disabled: the JavaScript it loads until the
// network is idle, and the requests it makes to the console. Used by the size budgets (e2e/budgets.spec.ts)
// and the page-view benchmark (scripts/bench/pages.ts), so both count the same way.

export interface FirstLoad {
  /** Compressed bytes of script bodies as they arrived (the "kB gz" of a bundle's size). */
  scriptBytes: number;
  /** The same with each response's header bytes, as sent over HTTP/1.1 without header compression. */
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
  const headerBytes = new Map<string, number>();
  let scriptBytes = 0;
  let scriptBytesWithHeaders = 0;
  cdp.on("Network.responseReceived", (event) => {
    // At this point the bytes received are the response's status line and headers.
    if (event.type === "Script") headerBytes.set(event.requestId, event.response.encodedDataLength);
  });
  cdp.on("Network.loadingFinished", (event) => {
    const headers = headerBytes.get(event.requestId);
    if (headers === undefined) return;
    scriptBytesWithHeaders += event.encodedDataLength;
    scriptBytes += event.encodedDataLength - headers;
  });
  const consoleRequests: string[] = [];
  page.on("request", (request) => {
    const target = new URL(request.url());
    const isAsset = target.pathname.startsWith("/_next/static/") || target.pathname === "/favicon.ico";
    if (!isAsset && target.origin === origin)
      consoleRequests.push(`${request.method()} ${target.pathname}${target.search}`);
  });
  await page.goto(url);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  await cdp.detach();
  return { scriptBytes, scriptBytesWithHeaders, consoleRequests };
}

/** Bytes as kB with one decimal. */
export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

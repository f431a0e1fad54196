import { vi } from "vitest";

/**
 * Puts `answer` in place of the browser's fetch, reading each address as the browser would (relative to the
 * page); returns the addresses asked for, in order. `vi.unstubAllGlobals()` puts fetch back.
 */
export function stubNetwork(answer: (url: URL) => Response | Promise<Response>): URL[] {
  const urls: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://console.test");
      urls.push(url);
      return answer(url);
    }),
  );
  return urls;
}

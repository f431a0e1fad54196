import { readdirSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { isPagePath } from "./security-headers";

// Every route handler outside /api answers with the closed policy only when ROUTE_HANDLERS_OUTSIDE_API names
// it; otherwise the front server treats it as a page. Checked here from the files, before any build.
const appDir = resolve(import.meta.dirname, "..", "app");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name === "route.ts" ? [path] : [];
  });
}

/** The address a route file answers, with a placeholder for each dynamic segment; route groups left out. */
function urlOf(file: string): string {
  const segments = relative(appDir, file)
    .split(sep)
    .slice(0, -1)
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => (segment.startsWith("[") ? "00000000-0000-4000-8000-000000000000" : segment));
  return `/${segments.join("/")}`;
}

describe("ROUTE_HANDLERS_OUTSIDE_API", () => {
  it("names every route handler outside /api, so none is answered as a page", () => {
    const outside = routeFiles(appDir)
      .map(urlOf)
      .filter((url) => !url.startsWith("/api/"));
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.filter((url) => isPagePath(url))).toEqual([]);
  });
});

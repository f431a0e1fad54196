import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

// Every route of the last build with the scripts of its first load, as Next lists them in
// `.next/diagnostics/route-bundle-stats.json` (Next 16's "First Load JS"): each script tag and script
// preload of the route's HTML, for every route, including those a test cannot open (the first-run setup
// page once a user exists). `e2e/budgets.spec.ts` checks in Chromium that a page asks for nothing else.

export interface BuiltRoute {
  /** The route as the app names it: "/accounts/[accountId]/payments". */
  route: string;
  /** The first load's scripts as paths on the console: "/_next/static/chunks/….js". */
  scripts: string[];
}

export function builtRoutes(root = resolve(import.meta.dirname, "..", "..")): BuiltRoute[] {
  const file = join(root, ".next", "diagnostics", "route-bundle-stats.json");
  const stats = JSON.parse(readFileSync(file, "utf8")) as { route: string; firstLoadChunkPaths: string[] }[];
  return stats
    .map(({ route, firstLoadChunkPaths }) => ({
      route,
      scripts: firstLoadChunkPaths.map((path) => path.replace(/^\.next\//, "/_next/")),
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * The route an address opens: of the routes its path matches, the one with the fewest dynamic segments
 * ("/accounts/1/payments/new" is the new-payment form, not a payment called "new").
 */
export function routeOf(path: string, routes: readonly BuiltRoute[]): BuiltRoute {
  const pathname = new URL(path, "http://console").pathname.replace(/(.)\/$/, "$1");
  const dynamic = (route: string) => route.split("/").filter((part) => part.startsWith("[")).length;
  const matching = routes
    .filter(({ route }) =>
      new RegExp(`^${route.replace(/\[[^\]/]+\]/g, "[^/]+").replace(/[.()]/g, "\\$&")}$`).test(pathname),
    )
    .sort((a, b) => dynamic(a.route) - dynamic(b.route));
  const route = matching[0];
  if (!route) throw new Error(`no route of the build serves ${pathname}`);
  return route;
}

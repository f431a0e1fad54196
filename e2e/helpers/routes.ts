import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

// The console's addresses as the app/ folder declares them, for tests that walk every route: each page and
// route handler with its placeholders filled in, and each server action with the page that serves it.

const root = join(import.meta.dirname, "..", "..");
export const PLACEHOLDER_ID = "00000000-0000-4000-8000-000000000000";

function files(dir: string, name: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return files(path, name);
    return entry === name ? [path] : [];
  });
}

/** The address of an app/ folder: groups dropped, the account's id and placeholders filled in. */
function addressOf(segments: string[], accountId: string): string {
  const filled = segments
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => {
      if (segment === "[accountId]") return accountId;
      if (segment === "[...nextauth]") return "session";
      if (segment === "[...path]") return "payment/list";
      if (segment === "[token]") return "not-an-invitation";
      return segment.startsWith("[") ? PLACEHOLDER_ID : segment;
    });
  return `/${filled.join("/")}`;
}

/** Every page and route handler of the console, as an address in `accountId`. */
export function consoleRoutes(accountId: string): Array<{ kind: "page" | "route"; path: string }> {
  const app = join(root, "app");
  return (["page", "route"] as const).flatMap((kind) =>
    files(app, `${kind}.${kind === "page" ? "tsx" : "ts"}`).map((file) => ({
      kind,
      path: addressOf(relative(app, file).split(sep).slice(0, -1), accountId),
    })),
  );
}

/** Every server action of the build: its id, name, and the page that serves it. */
export function serverActions(accountId: string): Array<{ id: string; name: string; page: string }> {
  const manifest = JSON.parse(
    readFileSync(join(root, ".next", "server", "server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, { exportedName: string; workers: Record<string, unknown> }> };
  return Object.entries(manifest.node).map(([id, entry]) => {
    const worker = Object.keys(entry.workers)[0] ?? "app/page";
    const segments = worker
      .replace(/^app\//, "")
      .split("/")
      .slice(0, -1);
    return { id, name: entry.exportedName, page: addressOf(segments, accountId) };
  });
}

// How the lint scripts read the project: its source files and the module specifiers each one imports.
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "..");
export const sourceDirs = ["app", "components", "data", "lib", "server", "sandbox", "scripts", "e2e"];
const skipDirs = new Set(["node_modules", ".next", ".data", "migrations"]);

const importPattern =
  /(?:^|\s)(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|(?:^|\s)import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)|\brequire\(\s*["']([^"']+)["']\s*\)/gm;

export function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (skipDirs.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (/\.(ts|tsx|mts)$/.test(name)) yield path;
  }
}

/** Every source file of the project's folders, as absolute paths. */
export function* sourceFiles(): Generator<string> {
  for (const dir of sourceDirs) {
    const absoluteDir = join(root, dir);
    try {
      statSync(absoluteDir);
    } catch {
      continue;
    }
    yield* walk(absoluteDir);
  }
}

/** Static imports and exports, bare imports, `import()` and `require()`, type-only ones included. */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (specifier) found.push(specifier);
  }
  return found;
}

/** Tests and their support code (`testing/` folders), which may reach where product code may not. */
export function isTestPath(path: string): boolean {
  return /\.(int\.)?test\.tsx?$/.test(path) || path.split(/[\\/]/).includes("testing");
}

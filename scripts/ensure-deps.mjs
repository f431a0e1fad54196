// Installs from the lockfile when node_modules is missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone. Plain Node: it runs before any dependency exists.
import { execSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const marker = join(root, "node_modules", ".package-lock.json");
const lockfile = join(root, "package-lock.json");

const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync(lockfile).mtimeMs - 1000;
if (stale) {
  console.log("Installing dependencies from package-lock.json (npm ci)…");
  execSync("npm ci --no-audit --no-fund", { cwd: root, stdio: "inherit" });
}

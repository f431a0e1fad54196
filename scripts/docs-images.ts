// npm run docs:images – copies the README's pictures from the last e2e screenshot sweep
// (e2e/screenshots.spec.ts writes them to test-results/screenshots/readme) into docs/images.
import { copyFileSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const from = join(root, "test-results", "screenshots", "readme");
const to = join(root, "docs", "images");

if (!existsSync(from) || readdirSync(from).length === 0) {
  console.error(
    `No pictures in ${from}: run the screenshot sweep first (npx playwright test e2e/screenshots.spec.ts).`,
  );
  process.exit(1);
}
mkdirSync(to, { recursive: true });
for (const file of readdirSync(from).filter((name) => name.endsWith(".png"))) {
  copyFileSync(join(from, file), join(to, file));
  console.log(`docs/images/${file}`);
}

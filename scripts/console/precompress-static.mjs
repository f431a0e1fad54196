// `npm run build`, after `next build`: the brotli form of every built script and stylesheet (static-brotli.mjs).
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { precompress } from "./static-brotli.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { count, raw, compressed } = precompress(root);
console.log(
  `Compressed ${count} static files with brotli: ${Math.round(raw / 1024)} kB → ${Math.round(compressed / 1024)} kB`,
);

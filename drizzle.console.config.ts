import Module, { createRequire } from "node:module";
import { join } from "node:path";
import { defineConfig } from "drizzle-kit";

// drizzle-kit loads the schema with plain Node resolution, where the `server-only` marker throws (it
// resolves to an empty module only under the react-server condition). Reading table definitions is
// server-side work, so register the marker as already loaded before drizzle-kit requires the schema.
const requireFromRoot = createRequire(join(process.cwd(), "package.json"));
const markerPath = requireFromRoot.resolve("server-only");
if (!requireFromRoot.cache[markerPath]) {
  const marker = new Module(markerPath);
  marker.filename = markerPath;
  marker.loaded = true;
  requireFromRoot.cache[markerPath] = marker;
}

// The console's database only; the sandbox has its own schema, migrations and config.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
  strict: true,
  verbose: true,
});

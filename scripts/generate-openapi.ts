// Writes public/openapi.json from the contract (npm run openapi).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildOpenApiDocument } from "@/lib/payments-api/openapi";

const target = join(import.meta.dirname, "..", "public", "openapi.json");
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`Wrote ${target}`);

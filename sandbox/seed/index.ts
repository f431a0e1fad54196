import type { Logger } from "../log";
import type { Services } from "../services";
import { seedDemo } from "./demo";

/** Fills an empty database with the demo world (SANDBOX_SEED=demo); a seeded database is left alone. */
export async function runSeed(services: Services, kind: "demo", log: Logger): Promise<void> {
  if (kind === "demo") await seedDemo(services, log);
}

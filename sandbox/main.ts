import { createSandbox } from "./app";
import { loadConfig } from "./env";
import { createLogger } from "./log";
import { runSeed } from "./seed";

/**
 * Starts the sandbox from the environment: migrations, reference data, the demo seed when
 * SANDBOX_SEED=demo, then listening on SANDBOX_HOST:SANDBOX_PORT. Returns a graceful stop.
 */
export async function startSandboxFromEnv(): Promise<{ port: number; stop(): Promise<void> }> {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  const sandbox = await createSandbox(config, log);
  if (config.SANDBOX_SEED !== "none") await runSeed(sandbox.services, config.SANDBOX_SEED, log);
  const port = await sandbox.start();
  log.info("sandbox listening", {
    url: `http://${config.SANDBOX_HOST}:${port}`,
    publicUrl: config.publicUrl,
  });
  return { port, stop: () => sandbox.stop() };
}

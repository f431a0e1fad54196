// npm run sandbox: the sandbox alone, on SANDBOX_DATABASE_URL or the embedded Postgres in DATA_DIR.
import { startDatabases } from "./db/embedded-postgres";
import { onShutdownSignal } from "./db/shutdown-signals";

const databases = await startDatabases({ log: (line) => console.error(`[postgres] ${line}`) });
process.env.SANDBOX_DATABASE_URL = databases.sandboxUrl;

const { startSandboxFromEnv } = await import("../sandbox/main");
const sandbox = await startSandboxFromEnv().catch(async (error: unknown) => {
  await databases.stop();
  throw error;
});

onShutdownSignal(async () => {
  await sandbox.stop();
  await databases.stop();
});

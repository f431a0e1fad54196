// Runs the databases on their own, for tools that need a URL (drizzle-kit, psql):
//   npx tsx scripts/db/serve-databases.ts
// Prints one JSON line {consoleUrl, sandboxUrl, adminUrl} on stdout, Postgres' log on stderr, and stops
// the cluster cleanly on SIGINT/SIGTERM/SIGHUP.
import { startDatabases } from "./embedded-postgres";
import { onShutdownSignal } from "./shutdown-signals";

const databases = await startDatabases({ log: (line) => process.stderr.write(`[postgres] ${line}\n`) });
// The handler goes in before the URLs go out: whoever reads them may signal at once, and a signal that
// arrived first would kill the process with the cluster still running.
onShutdownSignal(() => databases.stop());
const { consoleUrl, sandboxUrl, adminUrl } = databases;
process.stdout.write(`${JSON.stringify({ consoleUrl, sandboxUrl, adminUrl })}\n`);
// With external URLs nothing else holds the event loop open; keep serving the URLs until a signal arrives.
setInterval(() => {}, 1 << 30);

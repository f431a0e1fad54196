// Runs once when a console server starts: the background work (payment index, webhook confirmations) lives
// in the Node.js runtime of every instance, never in a build.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { backgroundWorkEnabled } = await import("./server/env");
  if (!backgroundWorkEnabled()) return;
  const { startBackgroundWork } = await import("./server/background/runner");
  startBackgroundWork();
}

// For long-running scripts (npm start, npm run sandbox): run one async cleanup on SIGINT, SIGTERM or SIGHUP,
// then exit with the conventional 128 + signal number. A second signal exits at once.
const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const;

export function onShutdownSignal(
  cleanup: (signal: NodeJS.Signals) => Promise<void>,
  options: { timeoutMs?: number } = {},
): () => void {
  let shuttingDown = false;
  const handler = (signal: NodeJS.Signals) => {
    const code = 128 + (SIGNALS[signal as keyof typeof SIGNALS] ?? 0);
    if (shuttingDown) process.exit(code);
    shuttingDown = true;
    // A cleanup that hangs must not keep the process alive forever.
    setTimeout(() => process.exit(code), options.timeoutMs ?? 15_000).unref();
    cleanup(signal).then(
      () => process.exit(code),
      (error: unknown) => {
        console.error(error);
        process.exit(code);
      },
    );
  };
  for (const signal of Object.keys(SIGNALS)) process.on(signal, handler);
  return () => {
    for (const signal of Object.keys(SIGNALS)) process.off(signal, handler);
  };
}

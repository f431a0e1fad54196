import { createServer } from "node:net";

/**
 * A TCP port on 127.0.0.1 that was free a moment ago. Another process can still take it before the caller
 * binds, so callers retry on a bind failure.
 */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : null;
      server.close(() => (port === null ? reject(new Error("no port assigned")) : resolve(port)));
    });
  });
}

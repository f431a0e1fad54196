import { vi } from "vitest";

/**
 * What the process writes to standard output (the logger's JSON lines, one a write) while `run` runs, kept
 * off the terminal. Standard output is given back when `run` ends, also when it throws.
 */
export async function writtenToStdout(run: () => Promise<void>): Promise<string[]> {
  const written: string[] = [];
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return written;
}

import { fileFixture } from "@/lib/testing/file-fixture";
import { startTestSandbox, type TestSandbox } from "./harness";

/** The test file's own sandbox, on a fresh database, closed after the file's tests. */
export function fileSandbox(options: Parameters<typeof startTestSandbox>[0] = {}): TestSandbox {
  return fileFixture(
    () => startTestSandbox(options),
    (sandbox) => sandbox.close(),
  );
}

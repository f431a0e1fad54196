// What a test expects to be refused: the error itself, of the kind it names, so the test can check its code,
// field or message. Anything else (no error, or another kind) fails the test and says what came instead.

// biome-ignore lint/suspicious/noExplicitAny: any error class, whatever its constructor takes.
type ErrorKind<E> = abstract new (...args: any[]) => E;

/** The error `run` throws; another kind is thrown on, and no error at all fails. */
export function thrown<E>(kind: ErrorKind<E>, run: () => unknown): E {
  try {
    run();
  } catch (error) {
    if (error instanceof kind) return error;
    throw error;
  }
  throw new Error(`expected a ${kind.name}, but nothing was thrown`);
}

/** The error `promise` is rejected with; another kind, or none, fails. */
export async function rejection<E>(kind: ErrorKind<E>, promise: Promise<unknown>): Promise<E> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof kind)) throw new Error(`expected a ${kind.name}, got ${String(error)}`);
  return error;
}

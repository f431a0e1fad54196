/**
 * Runs `work` one pass at a time. `run()` resolves after a pass that STARTED after the call,
 * so a caller (e.g. POST /sandbox/clock/advance) knows everything due at call time has been handled.
 */
export class SingleFlight {
  private current: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(private readonly work: () => Promise<void>) {}

  run(): Promise<void> {
    if (!this.current) {
      this.current = this.work().finally(() => {
        this.current = null;
      });
      return this.current;
    }
    if (!this.queued) {
      this.queued = this.current
        .catch(() => undefined)
        .then(() => {
          this.queued = null;
          return this.run();
        });
    }
    return this.queued;
  }

  /** Waits for whatever is running now (used at shutdown). */
  async settle(): Promise<void> {
    await this.queued?.catch(() => undefined);
    await this.current?.catch(() => undefined);
  }
}

import type { Db } from "./db/client";
import { readSetting, writeSetting } from "./settings";

const OFFSET_KEY = "clock_offset_seconds";

/**
 * The sandbox clock (docs/service-rules.md §10): the real time plus an offset that only moves forward.
 * Expiries, signing windows, locks, settlements and webhook retries follow it;
 * request authentication and webhook signature timestamps use the real wall clock.
 */
export class SandboxClock {
  private offsetMs = 0;

  constructor(
    private readonly db: Db | null,
    private readonly realNow: () => number = Date.now,
  ) {}

  async load(): Promise<void> {
    if (!this.db) return;
    const seconds = await readSetting<number>(this.db, OFFSET_KEY);
    this.offsetMs = (seconds ?? 0) * 1000;
  }

  now(): Date {
    return new Date(this.realNow() + this.offsetMs);
  }

  get offsetSeconds(): number {
    return this.offsetMs / 1000;
  }

  async advance(seconds: number): Promise<void> {
    if (!Number.isFinite(seconds) || seconds < 0)
      throw new RangeError("seconds must be a non-negative number");
    this.offsetMs += seconds * 1000;
    if (this.db) await writeSetting(this.db, OFFSET_KEY, this.offsetMs / 1000);
  }

  snapshot() {
    return { now: this.now().toISOString(), offsetSeconds: this.offsetSeconds };
  }
}

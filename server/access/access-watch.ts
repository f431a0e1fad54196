import "server-only";
import { type AccessNotices, accessNotices, concerns } from "./access-notices";

/** Something running on a person's access that must stop when the access does (a stream, a long read). */
export interface AccessGuard {
  userId: string;
  /** The account it reads; null for what spans the person's accounts (the audit log's export). */
  accountId: string | null;
  /** Reads the access again (never from a cache): whether it still holds. May refresh the holder's view. */
  stillAllowed(): Promise<boolean>;
  /** Called once, when it no longer holds. */
  end(): void;
}

export interface AccessWatchOptions {
  /** Everything is re-checked this often anyway (a notice can be lost with its connection). */
  sweepEveryMs?: number;
  /** While notices are not heard, everything is re-checked this often. */
  deafSweepEveryMs?: number;
}

const SWEEP_EVERY_MS = 60_000;
const DEAF_SWEEP_EVERY_MS = 5_000;

/**
 * An instance's open doors: every stream and long read registers here, and each access notice re-checks
 * the ones it concerns at once (one query each), ending those whose access no longer holds. When notices
 * may have been missed (the listening connection was lost or came back) everything is re-checked, and
 * while they are not heard, every few seconds.
 */
export class AccessWatch {
  private readonly guards = new Set<AccessGuard>();
  private unsubscribe: (() => void) | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** When this watch began to hear notices, and when it last heard one (ms since the epoch). */
  private hearingSince: number | null = null;
  private lastNoticeAt = 0;
  private lastSweep = Date.now();
  private readonly sweepEveryMs: number;
  private readonly deafSweepEveryMs: number;

  constructor(
    private readonly notices: () => AccessNotices = accessNotices,
    options: AccessWatchOptions = {},
  ) {
    this.sweepEveryMs = options.sweepEveryMs ?? SWEEP_EVERY_MS;
    this.deafSweepEveryMs = options.deafSweepEveryMs ?? DEAF_SWEEP_EVERY_MS;
  }

  /**
   * Watches a guard until the returned release is called (or it ends). `accessReadAt` is when the access
   * it runs on was read: when a notice may have come between that read and now, it is checked at once.
   */
  async guard(guard: AccessGuard, accessReadAt?: number): Promise<() => void> {
    this.guards.add(guard);
    this.ensureWatching();
    await this.notices().start();
    if (this.hearingSince === null && this.notices().live) this.hearingSince = Date.now();
    const missed =
      accessReadAt === undefined ||
      this.hearingSince === null ||
      this.hearingSince > accessReadAt ||
      this.lastNoticeAt >= accessReadAt ||
      !this.notices().live;
    if (missed) this.recheck((candidate) => candidate === guard);
    return () => this.release(guard);
  }

  /** How many guards this instance watches now. */
  get size(): number {
    return this.guards.size;
  }

  /** Stops hearing notices and sweeping (tests; an instance keeps its watch for its lifetime). */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.hearingSince = null;
    this.stopSweeping();
  }

  private stopSweeping(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private release(guard: AccessGuard): void {
    this.guards.delete(guard);
    if (this.guards.size === 0) this.stopSweeping();
  }

  private ensureWatching(): void {
    if (this.unsubscribe === null) {
      this.unsubscribe = this.notices().subscribe({
        notice: (notice) => {
          this.lastNoticeAt = Date.now();
          this.recheck((guard) => concerns(notice, guard.userId, guard.accountId));
        },
        reset: () => {
          this.lastNoticeAt = Date.now();
          this.sweep();
        },
      });
    }
    if (this.timer === null) {
      this.timer = setInterval(() => {
        const due = Date.now() - this.lastSweep >= this.sweepEveryMs;
        if (due || !this.notices().live) this.sweep();
      }, this.deafSweepEveryMs);
      this.timer.unref();
    }
  }

  private sweep(): void {
    this.lastSweep = Date.now();
    this.recheck(() => true);
  }

  private recheck(selected: (guard: AccessGuard) => boolean): void {
    for (const guard of [...this.guards]) {
      if (!selected(guard)) continue;
      // A failed check counts as access lost: a door is not held open on a guess.
      void guard
        .stillAllowed()
        .catch(() => false)
        .then((allowed) => {
          if (allowed || !this.guards.has(guard)) return;
          this.release(guard);
          guard.end();
        });
    }
  }
}

const slot = globalThis as typeof globalThis & { [key: symbol]: AccessWatch | undefined };
const SLOT = Symbol.for("merchant-console.access-watch");

/** The process's watch. */
export function accessWatch(): AccessWatch {
  slot[SLOT] ??= new AccessWatch();
  return slot[SLOT];
}

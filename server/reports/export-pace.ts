import "server-only";

/**
 * How fast the long reads of an account (exports, chart reads, the reconciliation, the runway, the payment
 * index) may call the service: together, a share of the rate limit the service announces in its
 * `X-RateLimit-*` headers, so the rest of the console (every list people have open) keeps working while
 * they run. The pace is one per account and operation (the service limits each operation of a merchant on
 * its own), kept in a store every instance shares (server/reports/pace-store.ts): each call takes the next
 * free slot, so sixty exports go no faster than one. Until the service has said anything, the read's own
 * default pace applies.
 */

/** The share of the limit all long reads of an account may use together: 150 of 200 calls a minute. */
export const EXPORT_SHARE = 0.75;
/** The service's limits are per minute (docs/service-rules.md §3). */
const WINDOW_MS = 60_000;
/** A small margin after the announced reset, for clocks that disagree by a little. */
const RESET_MARGIN_MS = 250;

export interface RateLimitReading {
  limit: number;
  remaining: number;
  /** When a slot frees, in ms since the epoch (the header says Unix seconds). */
  resetAtMs: number;
}

/** The service's announcement, or null when a header is missing or not a number. */
export function readRateLimit(headers: Headers): RateLimitReading | null {
  const limit = Number(headers.get("x-ratelimit-limit"));
  const remaining = Number(headers.get("x-ratelimit-remaining"));
  const reset = Number(headers.get("x-ratelimit-reset"));
  const given = [headers.get("x-ratelimit-limit"), headers.get("x-ratelimit-remaining")];
  if (given.some((value) => value === null || value.trim() === "")) return null;
  if (!Number.isInteger(limit) || limit <= 0 || !Number.isInteger(remaining) || remaining < 0) return null;
  return { limit, remaining, resetAtMs: Number.isFinite(reset) && reset > 0 ? reset * 1000 : 0 };
}

/** The time between two long-read calls: the share of a known limit, never faster than the default. */
export function paceIntervalMs(
  limit: number | null,
  fallbackIntervalMs: number,
  share = EXPORT_SHARE,
): number {
  if (limit === null) return fallbackIntervalMs;
  return Math.max(fallbackIntervalMs, Math.ceil(WINDOW_MS / Math.max(1, Math.floor(limit * share))));
}

/**
 * How long long reads must hold off after this answer: when only the reserve of the window is left (the
 * part that belongs to people), until the window turns; else null.
 */
export function holdAfter(reading: RateLimitReading, nowMs: number, share = EXPORT_SHARE): number | null {
  const reserve = reading.limit - Math.floor(reading.limit * share);
  if (reading.remaining > reserve || reading.resetAtMs <= nowMs) return null;
  return reading.resetAtMs - nowMs + RESET_MARGIN_MS;
}

export interface PaceKey {
  accountId: string;
  operationId: string;
}

export interface PaceClaim {
  /** How long to wait for the slot taken (ms). */
  waitMs: number;
  /** When the slot is, in ms since the epoch on the store's clock (the database's for the shared store). */
  slotAtMs: number;
  /** The limit the service last announced for the key, when known. */
  limit: number | null;
}

/**
 * The pace a reader asks for: its default interval, and the share of the limit long reads may use. A
 * background read (a chart's) gives way to a person's (an export, a payout file's check) on the same pace.
 */
export interface PaceRule {
  fallbackIntervalMs: number;
  share: number;
  background?: boolean;
}

/** A background reader's answer while a person's read holds the pace: ask again after `retryInMs`. */
export interface PaceDeferral {
  retryInMs: number;
}

/**
 * How long a person's read holds the pace for itself after its slot: its next call comes once the page it
 * asked for has arrived, so background readers wait this long past the next slot before they go again.
 */
export const PERSON_HOLD_MS = 2_000;

/** When a person's slot at `slotAtMs` keeps background readers waiting until. */
export const personHoldUntil = (slotAtMs: number, intervalMs: number) =>
  slotAtMs + intervalMs + PERSON_HOLD_MS;

export const isDeferral = (answer: PaceClaim | PaceDeferral): answer is PaceDeferral => "retryInMs" in answer;

/** Where the pace of each account and operation is kept. */
export interface PaceStore {
  /**
   * Takes the next call slot: the later of now and the key's next slot, which moves on by the interval of
   * the limit last noted for the key (paceIntervalMs). With `maxWaitMs`, takes nothing and answers null
   * when that slot is further away. A background rule takes nothing while a person's read holds the key
   * (personHoldUntil of its last slot), and answers when to ask again.
   */
  claim(key: PaceKey, rule: PaceRule, maxWaitMs?: number): Promise<PaceClaim | PaceDeferral | null>;
  /** Gives back a slot taken and not used (its reader left while waiting): the queue moves up by one. */
  giveBack(key: PaceKey, rule: PaceRule): Promise<void>;
  /** Records the service's limit, and holds every slot back by `holdMs` from now when it is given. */
  note(key: PaceKey, update: { limit: number; holdMs: number | null }): Promise<void>;
}

/** A store in this process's memory: for unit tests (instances share the Postgres one). */
export function memoryPaceStore(now: () => number = Date.now): PaceStore {
  const rows = new Map<string, { nextAt: number; limit: number | null; personUntil: number }>();
  const rowOf = (key: PaceKey) => {
    const id = `${key.accountId}\u0000${key.operationId}`;
    let row = rows.get(id);
    if (!row) {
      row = { nextAt: now(), limit: null, personUntil: 0 };
      rows.set(id, row);
    }
    return row;
  };
  return {
    async claim(key, rule, maxWaitMs) {
      const row = rowOf(key);
      if (rule.background && row.personUntil > now()) return { retryInMs: row.personUntil - now() };
      const slot = Math.max(row.nextAt, now());
      if (maxWaitMs !== undefined && slot - now() > maxWaitMs) return null;
      const interval = paceIntervalMs(row.limit, rule.fallbackIntervalMs, rule.share);
      row.nextAt = slot + interval;
      if (!rule.background) row.personUntil = Math.max(row.personUntil, personHoldUntil(slot, interval));
      return { waitMs: slot - now(), slotAtMs: slot, limit: row.limit };
    },
    async giveBack(key, rule) {
      const row = rowOf(key);
      row.nextAt = Math.max(
        now(),
        row.nextAt - paceIntervalMs(row.limit, rule.fallbackIntervalMs, rule.share),
      );
    },
    async note(key, update) {
      const row = rowOf(key);
      row.limit = update.limit;
      if (update.holdMs !== null) row.nextAt = Math.max(row.nextAt, now() + update.holdMs);
    },
  };
}

/** One long read's view of its account's pace with one operation. */
export interface LongReadPacer {
  /** The operation whose limit sets the pace. */
  readonly operationId: string;
  /** Waits for this read's next call slot; throws when the signal aborts first. */
  turn(signal: AbortSignal): Promise<void>;
  /** Takes a slot only when it comes within `maxWaitMs`, and waits for it; false when none did. */
  tryTurn(maxWaitMs: number, signal?: AbortSignal): Promise<boolean>;
  /** Called with every answer of the service. */
  observe(headers: Headers): void;
  /** The time between calls at the pace now known. */
  intervalMs(): number;
}

export interface LongReadPacerOptions {
  store: PaceStore;
  key: PaceKey;
  /** The pace until the service announces its limit (and the fastest it ever goes). */
  fallbackIntervalMs: number;
  share?: number;
  /** A background read (a chart's): it waits while a person's read holds the pace. */
  background?: boolean;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
  /** Told when a note could not be stored (the pace then stays as it was). */
  onNoteFailed?: (error: unknown) => void;
}

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }
    function onAbort() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

export function createLongReadPacer(options: LongReadPacerOptions): LongReadPacer {
  const { store, key, fallbackIntervalMs } = options;
  const share = options.share ?? EXPORT_SHARE;
  const sleep = options.sleep ?? abortableSleep;
  const now = options.now ?? Date.now;
  let limit: number | null = null;
  let noted: number | null = null;
  // Notes are written in order, and a turn waits for those made before it.
  let notes: Promise<void> = Promise.resolve();
  const interval = () => paceIntervalMs(limit, fallbackIntervalMs, share);

  async function take(maxWaitMs: number | undefined, signal: AbortSignal): Promise<boolean> {
    const rule = { fallbackIntervalMs, share, background: options.background === true };
    let claim: PaceClaim | PaceDeferral | null;
    for (;;) {
      await notes;
      signal.throwIfAborted();
      claim = await store.claim(key, rule, maxWaitMs);
      if (claim === null) return false;
      if (!isDeferral(claim)) break;
      // A person's read goes first: a reader with a bounded wait gives up its turn, the others wait.
      if (maxWaitMs !== undefined) return false;
      await sleep(Math.max(1, claim.retryInMs), signal);
    }
    limit = claim.limit ?? limit;
    try {
      if (claim.waitMs > 0) await sleep(claim.waitMs, signal);
      signal.throwIfAborted();
    } catch (error) {
      // Sixty readers that leave must not hold the next ones back by sixty slots.
      store.giveBack(key, rule).catch((failure: unknown) => options.onNoteFailed?.(failure));
      throw error;
    }
    return true;
  }

  return {
    operationId: key.operationId,
    async turn(signal) {
      await take(undefined, signal);
    },
    tryTurn: (maxWaitMs, signal = new AbortController().signal) => take(maxWaitMs, signal),
    observe(headers) {
      const reading = readRateLimit(headers);
      if (reading === null) return;
      limit = reading.limit;
      const holdMs = holdAfter(reading, now(), share);
      if (holdMs === null && noted === reading.limit) return;
      noted = reading.limit;
      notes = notes
        .then(() => store.note(key, { limit: reading.limit, holdMs }))
        .catch((error: unknown) => options.onNoteFailed?.(error));
    },
    intervalMs: interval,
  };
}

/** Seconds a read of `pages` pages will take at the pace now known (page 1 is already in hand). */
export function estimateExportSeconds(pages: number, pacer: Pick<LongReadPacer, "intervalMs">): number {
  return Math.ceil((Math.max(0, pages - 1) * pacer.intervalMs()) / 1000);
}

"use client";

import { useSyncExternalStore } from "react";

/** How often relative times move on ("just now" → "1 minute ago"). */
export const NOW_TICK_MS = 10_000;

// One clock for the whole page: every relative time reads the same instant, so "Created 2 minutes ago" and
// "Paid 2 minutes ago" never disagree, and they all move on together.
let now: Date | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function tick() {
  now = new Date();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = new Date();
    timer = setInterval(tick, NOW_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const getSnapshot = () => now;
// The server renders without a clock: null, so its HTML and the first client render agree.
const getServerSnapshot = () => null;

/** The page's shared clock, ticking every 10 s; null on the server and before mounting. */
export function useNow(): Date | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

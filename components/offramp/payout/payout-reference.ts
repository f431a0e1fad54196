"use client";

import { useCallback, useRef } from "react";

// The externalRef of a payout is its idempotency key: the service answers a known one with the original
// payout and never pays it twice. So one reference serves every attempt at one payout (double clicks,
// retries after no answer, a new quote after the lock ran out, a reload of the page) and is replaced only
// once the service has confirmed a payout made with it. It lives in sessionStorage so that a reload in the
// middle of an unanswered attempt keeps it.

function storageKey(accountId: string): string {
  return `offramp:payout-reference:${accountId}`;
}

function readStored(accountId: string): string | null {
  try {
    return window.sessionStorage.getItem(storageKey(accountId));
  } catch {
    // Storage can be off (private modes, policies); the reference then lasts as long as the page.
    return null;
  }
}

function writeStored(accountId: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(storageKey(accountId));
    else window.sessionStorage.setItem(storageKey(accountId), value);
  } catch {
    // See readStored.
  }
}

export interface PayoutReference {
  /** The reference of the payout being made: the stored one, or a new UUID that is stored from now on. */
  current: () => string;
  /** The service confirmed a payout with the current reference: the next payout gets a new one. */
  release: () => void;
}

export function usePayoutReference(accountId: string): PayoutReference {
  const value = useRef<string | null>(null);
  const current = useCallback(() => {
    if (value.current === null) {
      value.current = readStored(accountId) ?? crypto.randomUUID();
      writeStored(accountId, value.current);
    }
    return value.current;
  }, [accountId]);
  const release = useCallback(() => {
    value.current = null;
    writeStored(accountId, null);
  }, [accountId]);
  return { current, release };
}

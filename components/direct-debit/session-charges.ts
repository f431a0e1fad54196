"use client";

import { useSyncExternalStore } from "react";
import type { DirectDebitPayment } from "@/lib/payments-api/direct-debit";

/**
 * The charges made from this browser tab, per contract. The payments service has no way to list a
 * contract's payments (its payment list carries no contract id), so the console remembers the ones it
 * made, in the tab's session storage: they survive a reload and go with the tab.
 */
export interface RememberedCharge {
  paymentId: string;
  /** The amount as charged and its currency. */
  amount: number;
  currency: string;
  createdAt: string;
}

// The payment list's `ids` filter takes at most 50 ids; older charges are dropped first.
const MAX_CHARGES = 50;
const listeners = new Set<() => void>();
const NONE: readonly RememberedCharge[] = [];
const cache = new Map<string, { raw: string | null; value: readonly RememberedCharge[] }>();

const storageKey = (accountId: string, contractId: string) =>
  `direct-debit-charges:${accountId}:${contractId}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isCharge(value: unknown): value is RememberedCharge {
  if (typeof value !== "object" || value === null) return false;
  const charge = value as Record<string, unknown>;
  return (
    typeof charge.paymentId === "string" &&
    typeof charge.amount === "number" &&
    typeof charge.currency === "string" &&
    typeof charge.createdAt === "string"
  );
}

/** The remembered charges, newest first; the same array while nothing changed (for useSyncExternalStore). */
export function rememberedCharges(accountId: string, contractId: string): readonly RememberedCharge[] {
  const key = storageKey(accountId, contractId);
  const raw = storage()?.getItem(key) ?? null;
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.value;
  let value: readonly RememberedCharge[] = NONE;
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    value = Array.isArray(parsed) ? parsed.filter(isCharge).slice(0, MAX_CHARGES) : NONE;
  } catch {
    value = NONE;
  }
  cache.set(key, { raw, value });
  return value;
}

export function rememberCharge(accountId: string, contractId: string, payment: DirectDebitPayment) {
  const store = storage();
  if (!store) return;
  const charge: RememberedCharge = {
    paymentId: payment.id,
    amount: payment.amount,
    currency: payment.currency,
    createdAt: payment.createdAt,
  };
  const others = rememberedCharges(accountId, contractId).filter((c) => c.paymentId !== payment.id);
  try {
    store.setItem(
      storageKey(accountId, contractId),
      JSON.stringify([charge, ...others].slice(0, MAX_CHARGES)),
    );
  } catch {
    // A full or disabled storage only costs the list of this tab's charges; the charge itself is made.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRememberedCharges(accountId: string, contractId: string): readonly RememberedCharge[] {
  return useSyncExternalStore(
    subscribe,
    () => rememberedCharges(accountId, contractId),
    () => NONE,
  );
}

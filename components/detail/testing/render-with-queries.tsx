import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, vi } from "vitest";

/** A query cache for one test: a failed read fails at once, so a test sees the error state without waiting. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders a component that reads through react-query, with a cache of its own (or the one given). */
export function renderWithQueries(ui: ReactElement, client = testQueryClient()) {
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

/**
 * Each test of the file runs on fake timers that still advance with real time (so user events and
 * `findBy…` work), for components that ask again every few seconds; the stubbed globals go after each.
 */
export function fakeTimersEachTest() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

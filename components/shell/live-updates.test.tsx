import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/data/query-keys";
import { LivePausedNote, LiveUpdates } from "./live-updates";

// The browser's EventSource is the network here; the provider and its fallback are what is tested.
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeEventSource | undefined;
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener() {}
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const ACCOUNT = "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a";

function renderLive(client: QueryClient) {
  render(
    <QueryClientProvider client={client}>
      <LiveUpdates accountId={ACCOUNT}>
        <LivePausedNote />
      </LiveUpdates>
    </QueryClientProvider>,
  );
}

describe("LiveUpdates", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("EventSource", FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("says nothing while connecting or live", () => {
    renderLive(new QueryClient());
    expect(screen.queryByRole("status")).toBeNull();
    act(() => {
      const source = FakeEventSource.last as FakeEventSource;
      source.readyState = FakeEventSource.OPEN;
      source.onopen?.();
    });
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says when live updates stop, and checks the account's data every 15 seconds until they resume", async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    renderLive(client);
    const source = FakeEventSource.last as FakeEventSource;
    act(() => {
      source.readyState = FakeEventSource.OPEN;
      source.onopen?.();
      source.readyState = FakeEventSource.CONNECTING;
      source.onerror?.();
    });
    expect(screen.getByRole("status")).toHaveTextContent("Live updates paused");
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.account(ACCOUNT) });
    act(() => {
      source.readyState = FakeEventSource.OPEN;
      source.onopen?.();
    });
    expect(screen.queryByRole("status")).toBeNull();
    invalidate.mockClear();
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(invalidate).not.toHaveBeenCalled();
  });
});

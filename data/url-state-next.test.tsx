import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseAsString, parseAsStringLiteral } from "@/lib/url-state";
import { useUrlState } from "./url-state";

// The hook on the browser's own URL. Next's router is stood in for by what it does after a History API call:
// `useSearchParams` holds the URL's query (Next patches pushState/replaceState to keep it in step).
const replace = vi.fn();
vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
  useRouter: () => ({ replace }),
}));

const parsers = {
  status: parseAsStringLiteral(["PAID", "EXPIRED"]),
  search: parseAsString,
  sortOrder: parseAsStringLiteral(["asc", "desc"]).withDefault("desc"),
};

describe("useUrlState on the browser's URL", () => {
  let pushState: ReturnType<typeof vi.spyOn>;
  let replaceState: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    window.history.replaceState(null, "", "/accounts/a/payments?tab=1&status=PAID#rows");
    pushState = vi.spyOn(window.history, "pushState");
    replaceState = vi.spyOn(window.history, "replaceState");
    replace.mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it("replaces the history entry, keeping the path, the hash and other parameters", async () => {
    const { result } = renderHook(() => useUrlState(parsers));
    expect(result.current[0]).toEqual({ status: "PAID", search: null, sortOrder: "desc" });
    const length = window.history.length;
    act(() => {
      void result.current[1]({ status: "EXPIRED" });
      void result.current[1]({ search: "tea club", sortOrder: "asc" });
    });
    await waitFor(() => expect(replaceState).toHaveBeenCalledTimes(1));
    expect(replaceState).toHaveBeenCalledWith(
      null,
      "",
      "/accounts/a/payments?tab=1&status=EXPIRED&search=tea+club&sortOrder=asc#rows",
    );
    expect(pushState).not.toHaveBeenCalled();
    expect(window.history.length).toBe(length);
    expect(replace).not.toHaveBeenCalled();
    expect(result.current[0]).toEqual({ status: "EXPIRED", search: "tea club", sortOrder: "asc" });
  });

  it("pushes an entry when asked, so Back returns to the previous URL", async () => {
    const { result } = renderHook(() => useUrlState(parsers, { history: "push" }));
    const length = window.history.length;
    await act(() => result.current[1]({ status: null }));
    expect(pushState).toHaveBeenCalledWith(null, "", "/accounts/a/payments?tab=1#rows");
    expect(window.history.length).toBe(length + 1);
    expect(window.location.search).toBe("?tab=1");
  });

  it("asks the router for the server page when the change is not shallow", async () => {
    const { result } = renderHook(() => useUrlState(parsers));
    await act(() => result.current[1]({ search: "x" }, { shallow: false }));
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith("/accounts/a/payments?tab=1&status=PAID&search=x#rows", {
      scroll: false,
    });
  });
});

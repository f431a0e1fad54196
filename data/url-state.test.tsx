import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createParser, parseAsString, parseAsStringLiteral } from "@/lib/url-state";
import { useUrlState } from "./url-state";
import { type OnUrlUpdate, withUrlStateTestingProvider } from "./url-state-testing";

const parseAsPage = createParser({
  parse: (value) => (/^[1-9]\d*$/.test(value) ? Number(value) : null),
  serialize: (value: number) => String(value),
});

const parsers = {
  status: parseAsStringLiteral(["PAID", "EXPIRED"]),
  search: parseAsString,
  sortOrder: parseAsStringLiteral(["asc", "desc"]).withDefault("desc"),
  page: parseAsPage.withDefault(1),
};

const pageParsers = { page: parsers.page };
const statusParsers = { status: parsers.status };

function setup(searchParams: string, options?: Parameters<typeof useUrlState>[1]) {
  const onUrlUpdate = vi.fn<OnUrlUpdate>();
  const hook = renderHook(() => useUrlState(parsers, options), {
    wrapper: withUrlStateTestingProvider({ searchParams, onUrlUpdate }),
  });
  return { ...hook, onUrlUpdate };
}

describe("useUrlState", () => {
  it("reads the URL, with defaults for absent values and invalid ones dropped", () => {
    const { result } = setup("?status=PAID&search=tea+club&page=0&sortOrder=up");
    expect(result.current[0]).toEqual({ status: "PAID", search: "tea club", sortOrder: "desc", page: 1 });
  });

  it("writes the changes of one tick as one URL, keeping parameters it does not own", async () => {
    const { result, onUrlUpdate } = setup("?tab=keys&status=PAID&page=3");
    act(() => {
      void result.current[1]({ status: "EXPIRED" });
      void result.current[1]({ search: "Galle, Fort" });
      void result.current[1]({ page: 4 });
    });
    // Shown at once, written on the next tick.
    expect(result.current[0]).toMatchObject({ status: "EXPIRED", search: "Galle, Fort", page: 4 });
    expect(onUrlUpdate).not.toHaveBeenCalled();
    await waitFor(() => expect(onUrlUpdate).toHaveBeenCalledTimes(1));
    expect(onUrlUpdate.mock.calls[0]?.[0].queryString).toBe(
      "?tab=keys&status=EXPIRED&page=4&search=Galle,+Fort",
    );
    expect(onUrlUpdate.mock.calls[0]?.[0].options).toEqual({
      history: "replace",
      shallow: true,
      scroll: false,
    });
    expect(result.current[0]).toEqual({
      status: "EXPIRED",
      search: "Galle, Fort",
      sortOrder: "desc",
      page: 4,
    });
  });

  it("removes a value set to null or to its default, and all of them given null", async () => {
    const { result, onUrlUpdate } = setup("?status=PAID&sortOrder=asc&page=2&other=1");
    await act(() => result.current[1]({ status: null, sortOrder: "desc", page: 1 }));
    expect(onUrlUpdate.mock.calls.at(-1)?.[0].queryString).toBe("?other=1");
    expect(result.current[0]).toEqual({ status: null, search: null, sortOrder: "desc", page: 1 });
    await act(() => result.current[1]({ search: "x", page: 5 }));
    await act(() => result.current[1](null));
    expect(onUrlUpdate.mock.calls.at(-1)?.[0].queryString).toBe("?other=1");
  });

  it("replaces by default, pushes when the hook or one change of the tick asks to", async () => {
    const replacing = setup("");
    act(() => {
      void replacing.result.current[1]({ status: "PAID" });
      void replacing.result.current[1]({ page: 2 }, { history: "push" });
    });
    await waitFor(() => expect(replacing.onUrlUpdate).toHaveBeenCalledTimes(1));
    expect(replacing.onUrlUpdate.mock.calls[0]?.[0].options.history).toBe("push");
    await act(() => replacing.result.current[1]({ page: 3 }));
    expect(replacing.onUrlUpdate.mock.calls[1]?.[0].options.history).toBe("replace");

    const pushing = setup("", { history: "push" });
    await act(() => pushing.result.current[1]({ status: "EXPIRED" }));
    expect(pushing.onUrlUpdate.mock.calls[0]?.[0].options.history).toBe("push");
    await act(() =>
      pushing.result.current[1]({ page: 2 }, { history: "replace", shallow: false, scroll: true }),
    );
    expect(pushing.onUrlUpdate.mock.calls[1]?.[0].options).toEqual({
      history: "replace",
      shallow: false,
      scroll: true,
    });
  });

  it("passes the current values to an updater and runs the write in the caller's transition", async () => {
    const { result, onUrlUpdate } = setup("?page=2");
    const startTransition = vi.fn((callback: () => void) => callback());
    await act(() =>
      result.current[1]((current) => ({ page: current.page + 1, status: current.status ?? "PAID" }), {
        startTransition,
      }),
    );
    expect(startTransition).toHaveBeenCalledTimes(1);
    expect(onUrlUpdate.mock.calls.at(-1)?.[0].queryString).toBe("?page=3&status=PAID");
  });

  it("resolves with the query written", async () => {
    const { result } = setup("?keep=1");
    let written: URLSearchParams | undefined;
    await act(async () => {
      written = await result.current[1]({ status: "PAID" });
    });
    expect(written?.toString()).toBe("keep=1&status=PAID");
  });

  it("keeps the same values object while its own parameters do not change", async () => {
    const { result } = setup("?status=PAID");
    const first = result.current[0];
    await act(() => result.current[1]({ status: "PAID" }));
    expect(result.current[0]).toBe(first);
    await act(() => result.current[1]({ status: "EXPIRED" }));
    expect(result.current[0]).not.toBe(first);
  });

  it("shares one URL between the hooks of a page", async () => {
    const onUrlUpdate = vi.fn<OnUrlUpdate>();
    function Pages() {
      const [{ page }, setPages] = useUrlState(pageParsers);
      const [{ status }] = useUrlState(statusParsers);
      return (
        <button type="button" onClick={() => void setPages({ page: page + 1 })}>
          {`${status ?? "all"} page ${page}`}
        </button>
      );
    }
    const Wrapper = withUrlStateTestingProvider({ searchParams: "?status=PAID", onUrlUpdate });
    render(
      <Wrapper>
        <Pages />
      </Wrapper>,
    );
    act(() => screen.getByRole("button").click());
    expect(screen.getByRole("button")).toHaveTextContent("PAID page 2");
    await waitFor(() => expect(onUrlUpdate).toHaveBeenCalledTimes(1));
    expect(onUrlUpdate.mock.calls[0]?.[0].queryString).toBe("?status=PAID&page=2");
    expect(screen.getByRole("button")).toHaveTextContent("PAID page 2");
  });
});

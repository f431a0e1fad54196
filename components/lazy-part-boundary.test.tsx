import { render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyPartBoundary } from "./lazy-part-boundary";

describe("LazyPartBoundary", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says which part did not load and offers a reload, while the rest of the page stays", async () => {
    // React reports the caught error to the console; the test reads the page instead.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Missing = lazy(() => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    render(
      <main>
        <h1>Float ledger</h1>
        <LazyPartBoundary what="The float charts">
          <Suspense fallback={<p>Loading</p>}>
            <Missing />
          </Suspense>
        </LazyPartBoundary>
      </main>,
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The float charts could not be shown");
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Float ledger" })).toBeTruthy();
  });

  it("shows its part when it loads", async () => {
    const Present = lazy(async () => ({ default: () => <p>Balance by day</p> }));
    render(
      <LazyPartBoundary what="The float charts">
        <Suspense fallback={<p>Loading</p>}>
          <Present />
        </Suspense>
      </LazyPartBoundary>,
    );
    expect(await screen.findByText("Balance by day")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BffError } from "@/data/bff";
import { DetailQueryStates } from "./query-error-state";

function failed(error: unknown, refetch = vi.fn()) {
  return { isPending: false, isFetching: false, error, refetch };
}

const states = {
  loading: <p>Loading the payout</p>,
  notFound: <p>No such payout</p>,
  failedTitle: "The payout could not be loaded",
};

describe("DetailQueryStates", () => {
  it("shows the skeleton while the query is pending", () => {
    render(<DetailQueryStates query={{ ...failed(null), isPending: true }} {...states} />);
    expect(screen.getByText("Loading the payout")).toBeInTheDocument();
  });

  it("shows the page's own not-found for a 404, and for a 403 only where the page names it", () => {
    const { rerender } = render(
      <DetailQueryStates query={failed(new BffError({ status: 404, message: "Not found" }))} {...states} />,
    );
    expect(screen.getByText("No such payout")).toBeInTheDocument();
    const forbidden = failed(new BffError({ status: 403, message: "Forbidden", requestId: "req-1" }));
    rerender(<DetailQueryStates query={forbidden} {...states} />);
    expect(screen.queryByText("No such payout")).not.toBeInTheDocument();
    rerender(<DetailQueryStates query={forbidden} {...states} notFoundStatuses={[403, 404]} />);
    expect(screen.getByText("No such payout")).toBeInTheDocument();
  });

  it("says what failed, with the request id, and tries again on request", async () => {
    const refetch = vi.fn();
    render(
      <DetailQueryStates
        query={failed(
          new BffError({ status: 502, message: "The service did not answer", requestId: "req-42" }),
          refetch,
        )}
        {...states}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The payout could not be loaded");
    // The wording rules load with the first failure shown.
    expect(await within(alert).findByText("The service did not answer")).toBeInTheDocument();
    expect(alert).toHaveTextContent("req-42");
    await userEvent.click(screen.getByRole("button", { name: /try again/i }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("apologises plainly for a failure that is not the console's answer", () => {
    render(<DetailQueryStates query={failed(new TypeError("Failed to fetch"))} {...states} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong. Try again in a moment.");
    expect(screen.getByRole("alert")).not.toHaveTextContent("Failed to fetch");
  });
});

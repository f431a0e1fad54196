import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeErrorPage } from "./route-error-page";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("routeErrorPage", () => {
  it("shows the route's words and the failure's reference, and tries again on request", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Page = routeErrorPage({
      title: "Approvals could not be loaded",
      message: "Nothing was approved, rejected or sent.",
      titleAs: "h1",
    });
    const retry = vi.fn();
    const failure = Object.assign(new Error("hidden"), { digest: "4021337" });
    render(<Page error={failure} retry={retry} />);

    expect(
      screen.getByRole("heading", { level: 1, name: "Approvals could not be loaded" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Nothing was approved, rejected or sent.");
    expect(screen.getByRole("alert")).toHaveTextContent("Reference: 4021337");
    await userEvent.click(screen.getByRole("button", { name: /try again/i }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

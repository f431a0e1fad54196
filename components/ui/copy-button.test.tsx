import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopyButton } from "./copy-button";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("CopyButton", () => {
  it("copies the value and says so, then returns to its label", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const onCopied = vi.fn();
    render(<CopyButton value="pay_123" label="Copy payment id" onCopied={onCopied} />);

    await user.click(screen.getByRole("button", { name: "Copy payment id" }));

    expect(await navigator.clipboard.readText()).toBe("pay_123");
    expect(onCopied).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Copy payment id: copied to the clipboard");

    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(screen.getByRole("button", { name: "Copy payment id" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows the text next to the icon when asked", async () => {
    const user = userEvent.setup();
    render(<CopyButton value="https://pay.example/l/1" label="Copy link" showText />);
    const button = screen.getByRole("button", { name: "Copy" });
    await user.click(button);
    expect(button).toHaveTextContent("Copied");
  });

  it("reports a refused clipboard instead of claiming success", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("denied", "NotAllowedError"),
    );
    const onCopied = vi.fn();
    render(<CopyButton value="secret-ish" label="Copy key id" onCopied={onCopied} />);
    await user.click(screen.getByRole("button", { name: "Copy key id" }));
    expect(screen.getByRole("button", { name: "Copy failed" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Copy failed");
    expect(onCopied).not.toHaveBeenCalled();
  });
});

import { render, screen } from "@testing-library/react";
import { beforeAll, expect, it } from "vitest";
import { Toaster } from "./sonner";
import { toast } from "./toast";

beforeAll(() => {
  // jsdom has no media queries; the toaster asks for the system's colour scheme.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }) as unknown as MediaQueryList;
});

it("shows toasts asked for before the toaster was mounted, once it is (the toaster loads at the first input)", async () => {
  toast.success("Saved the branch");
  toast.error("The export stopped after 20 payments", { description: "Try again (request id req_1)" });
  // Let sonner's module arrive and take both toasts before any toaster listens.
  await new Promise((resolve) => setTimeout(resolve, 100));
  render(<Toaster />);
  expect(await screen.findByText("Saved the branch")).toBeInTheDocument();
  expect(await screen.findByText("The export stopped after 20 payments")).toBeInTheDocument();
  expect(screen.getByText("Try again (request id req_1)")).toBeInTheDocument();
});

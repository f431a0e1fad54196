import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/ui/toast";
import { ExportCsvButton } from "./export-csv-button";
import { durationWords } from "./running-export";

describe("durationWords", () => {
  it("says how long an export will take in words, the noun agreeing with the number", () => {
    expect(durationWords(3)).toBe("about 5 seconds");
    expect(durationWords(41)).toBe("about 45 seconds");
    expect(durationWords(60)).toBe("about 1 minute");
    expect(durationWords(61)).toBe("about 2 minutes");
    expect(durationWords(3600)).toBe("about 60 minutes");
  });
});

describe("ExportCsvButton", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("exports from the keyboard: Cancel takes the focus while it runs, and the button gets it back after", async () => {
    const user = userEvent.setup();
    let send: (text: string) => void = () => undefined;
    let close: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (text) => controller.enqueue(new TextEncoder().encode(text));
        close = () => controller.close();
      },
    });
    const fetched = vi.fn(async () => new Response(body, { headers: { "x-total-count": "2" } }));
    vi.stubGlobal("fetch", fetched);
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:export");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const done = vi.spyOn(toast, "success").mockImplementation(() => undefined);

    render(
      <ExportCsvButton href="/api/export?status=PAID" noun={["payment", "payments"]} fallbackName="p.csv" />,
    );
    screen.getByRole("button", { name: "Export CSV" }).focus();
    await user.keyboard("{Enter}");

    expect(await screen.findByRole("button", { name: "Cancel export" })).toHaveFocus();
    expect(fetched).toHaveBeenCalledWith("/api/export?status=PAID", expect.anything());
    send("id,amount\n1,10\n");
    expect(await screen.findByText(/1 of 2 payments/)).toBeTruthy();
    send("2,20\n");
    close();
    await waitFor(() => expect(done).toHaveBeenCalledWith("Exported 2 payments"));
    expect(await screen.findByRole("button", { name: "Export CSV" })).toHaveFocus();
  });
});

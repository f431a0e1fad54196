import { fireEvent, render, screen } from "@testing-library/react";
import { type OnUrlUpdateFunction, withNuqsTestingAdapter } from "nuqs/adapters/testing";
import { describe, expect, it, vi } from "vitest";
import { loadAuditFilterParams } from "@/lib/filters/audit";
import { AuditFilters } from "./audit-filters";

const ANA = "9b2f1c7e-4a33-4c1d-8f5e-2d6b7a1c0e11";
const SHOP = "1c0e2d6b-7a11-4c1d-8f5e-9b2f1c7e4a33";

function renderFilters(searchParams: string, onUrlUpdate?: OnUrlUpdateFunction) {
  const Wrapper = withNuqsTestingAdapter({ hasMemory: true, searchParams, onUrlUpdate });
  return render(
    <Wrapper>
      <AuditFilters
        people={[{ value: ANA, label: "Ana (ana@example.com)" }]}
        accounts={[
          { value: SHOP, label: "Shop A" },
          { value: "5c1d3e7f-9a2b-4c6d-8e0f-1a3b5c7d9e21", label: "Shop B" },
        ]}
        operations={[
          { value: "createPaymentLink", label: "Create a payment link" },
          { value: "auth.sign-in", label: "Sign in" },
        ]}
        exportHref="/settings/audit/export?result=failure"
      />
    </Wrapper>,
  );
}

describe("AuditFilters", () => {
  it("shows the filters of the URL and ignores values that are not filters", () => {
    renderFilters(`?person=${ANA}&operation=auth.sign-in&result=failure&startDate=2026-11-01&account=nope`);
    expect(screen.getByLabelText("Person")).toHaveValue(ANA);
    expect(screen.getByLabelText("Operation")).toHaveValue("auth.sign-in");
    expect(screen.getByLabelText("Result")).toHaveValue("failure");
    expect(screen.getByLabelText("Account")).toHaveValue("");
    expect(screen.getByLabelText("From (Colombo day)")).toHaveValue("2026-11-01");
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/settings/audit/export?result=failure",
    );
  });

  it("writes a change to the URL, back to the newest page, as the server page reads it", async () => {
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    renderFilters("?page=before-120&result=denied", onUrlUpdate);
    fireEvent.change(screen.getByLabelText("Operation"), { target: { value: "createPaymentLink" } });
    await vi.waitFor(() => expect(onUrlUpdate).toHaveBeenCalled());
    const update = onUrlUpdate.mock.calls.at(-1)?.[0];
    expect(update?.searchParams.get("operation")).toBe("createPaymentLink");
    expect(update?.searchParams.get("result")).toBe("denied");
    expect(update?.searchParams.has("page")).toBe(false);
    // A full navigation: the trail is read on the server.
    expect(update?.options.shallow).toBe(false);
    expect(loadAuditFilterParams(update?.queryString ?? "")).toMatchObject({
      operation: "createPaymentLink",
      result: "denied",
      page: null,
    });
  });

  it("clears every filter at once", async () => {
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    renderFilters(`?person=${ANA}&result=failure`, onUrlUpdate);
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await vi.waitFor(() => expect(onUrlUpdate).toHaveBeenCalled());
    expect(onUrlUpdate.mock.calls.at(-1)?.[0].queryString).toBe("");
  });

  it("parses keyset positions strictly", () => {
    expect(loadAuditFilterParams("?page=after-42").page).toEqual({ direction: "after", id: 42 });
    expect(loadAuditFilterParams("?page=before-0").page).toBeNull();
    expect(loadAuditFilterParams("?page=42").page).toBeNull();
    expect(loadAuditFilterParams("?operation=drop%20table").operation).toBeNull();
  });
});

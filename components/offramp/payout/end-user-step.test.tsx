import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "@/components/detail/testing/render-with-queries";
import { EndUserStep } from "./end-user-step";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The BFF as the step sees it: no recent payouts, and `onUpsert` for POST /v1/aggregator/user. */
function stubBff(onUpsert: (body: unknown) => Response) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST" && url.endsWith("/v1/aggregator/user")) {
        posted.push(JSON.parse(String(init.body)));
        return onUpsert(posted.at(-1));
      }
      return json(200, { offramps: [], meta: {} });
    }),
  );
  return posted;
}

function renderStep() {
  const onSelect = vi.fn();
  renderWithQueries(<EndUserStep accountId="acc-1" onSelect={onSelect} />);
  return { onSelect, field: () => screen.getByLabelText("End-user id") };
}

const next = () => userEvent.click(screen.getByRole("button", { name: "Continue" }));

describe("EndUserStep", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("requires an end-user id before asking the service", async () => {
    const posted = stubBff(() => json(200, {}));
    const { field } = renderStep();
    await next();
    await waitFor(() => expect(field()).toHaveAttribute("aria-invalid", "true"));
    expect(field()).toHaveAccessibleDescription(/End-user id is required$/);
    expect(posted).toHaveLength(0);
  });

  it("finds or creates the end-user by the trimmed id", async () => {
    const user = { userId: "u-1", externalUserId: "user-10293", createdAt: "2026-11-01T04:00:00.000Z" };
    const posted = stubBff(() => json(200, user));
    const { onSelect, field } = renderStep();
    await userEvent.type(field(), "  user-10293 ");
    await next();
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(user));
    expect(posted).toEqual([{ externalUserId: "user-10293" }]);
  });

  it("puts a refusal about the id under the field, and an unanswered call in the alert", async () => {
    let reply = json(400, {
      message: "externalUserId is reserved",
      details: [{ field: "externalUserId", constraint: "custom", message: "externalUserId is reserved" }],
    });
    stubBff(() => reply);
    const { onSelect, field } = renderStep();
    await userEvent.type(field(), "admin");
    await next();
    await waitFor(() => expect(field()).toHaveAccessibleDescription(/End-user id is reserved$/));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    reply = json(502, { message: "The payments service could not be reached.", requestId: "req_502" });
    await userEvent.clear(field());
    await userEvent.type(field(), "user-7");
    await next();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The end-user could not be found or created");
    expect(alert).toHaveTextContent("req_502");
    expect(onSelect).not.toHaveBeenCalled();
  });
});

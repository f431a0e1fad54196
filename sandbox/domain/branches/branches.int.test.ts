import { describe, expect, it } from "vitest";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import { expectApiError } from "../../testing/api-error";

const sandbox = fileSandbox();

async function merchantClient() {
  const merchant = await sandbox.createMerchant({ name: "Tea House" });
  return { merchant, api: sandbox.client(merchant.apiKey) };
}

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UNKNOWN_ID = "5f0c7a3e-2b7d-4c39-9a51-0d6e1f2a3b4c";

/** A branch with every optional field given. */
const KANDY = {
  name: "Kandy",
  code: "KDY-01",
  address: "12 Temple Road",
  city: "Kandy",
  postalCode: "20000",
  phone: "+94812222222",
  messagingGroupId: "grp-kandy",
};

describe("POST /v1/branch", () => {
  it("creates an active branch with every field and the sandbox clock's time", async () => {
    const { merchant, api } = await merchantClient();
    const { body: clock } = await sandbox.control("GET", "/sandbox/clock");
    const res = await api.request("POST", "/v1/branch", KANDY);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      merchantId: merchant.merchantId,
      ...KANDY,
      isActive: true,
      usesMerchantBankAccount: true,
      createdAt: expect.stringMatching(ISO_MS),
      updatedAt: res.body.createdAt,
    });
    const skew = Date.parse(res.body.createdAt) - Date.parse(clock.now);
    expect(skew).toBeGreaterThanOrEqual(0);
    expect(skew).toBeLessThan(30_000);
  });

  it("answers null for the optional fields left out", async () => {
    const { api } = await merchantClient();
    const res = await api.request("POST", "/v1/branch", { name: "Galle", code: "GAL" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      address: null,
      city: null,
      postalCode: null,
      phone: null,
      messagingGroupId: null,
    });
  });

  it("refuses a code the merchant already uses, in any letter case, with 409", async () => {
    const { api } = await merchantClient();
    expect((await api.request("POST", "/v1/branch", { name: "Main", code: "Main-1" })).status).toBe(201);
    for (const code of ["Main-1", "MAIN-1", "main-1"]) {
      const res = await api.request("POST", "/v1/branch", { name: "Again", code });
      expectApiError(res, 409, "Branch code already exists");
    }
  });

  it("lets two merchants use the same code", async () => {
    const first = await merchantClient();
    const second = await merchantClient();
    expect((await first.api.request("POST", "/v1/branch", { name: "A", code: "SHARED" })).status).toBe(201);
    expect((await second.api.request("POST", "/v1/branch", { name: "B", code: "shared" })).status).toBe(201);
  });

  it("rejects a code over 50 characters with a field detail", async () => {
    const { api } = await merchantClient();
    const res = await api.request("POST", "/v1/branch", { name: "Long", code: "x".repeat(51) });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      {
        field: "code",
        constraint: "maxLength",
        message: "code must be shorter than or equal to 50 characters",
      },
    ]);
  });
});

describe("GET /v1/branch/:id", () => {
  it("returns the merchant's own branch, 404 for an unknown id and 403 for another merchant's", async () => {
    const owner = await merchantClient();
    const other = await merchantClient();
    const created = await owner.api.request("POST", "/v1/branch", {
      name: "Jaffna",
      code: "JAF",
      city: "Jaffna",
    });

    const own = await owner.api.request("GET", `/v1/branch/${created.body.id}`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual(created.body);

    const missing = await owner.api.request("GET", `/v1/branch/${UNKNOWN_ID}`);
    expectApiError(missing, 404, "Branch not found");

    const foreign = await other.api.request("GET", `/v1/branch/${created.body.id}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ statusCode: 403, error: "Forbidden" });
  });
});

describe("PATCH /v1/branch/:id", () => {
  it("changes the given fields, clears those set to null and moves updatedAt", async () => {
    const { api } = await merchantClient();
    const created = await api.request("POST", "/v1/branch", {
      name: "Negombo",
      code: "NEG",
      address: "Beach Road",
      phone: "0311234567",
    });
    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 5 });
    const res = await api.request("PATCH", `/v1/branch/${created.body.id}`, {
      name: "Negombo Beach",
      city: "Negombo",
      address: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...created.body,
      name: "Negombo Beach",
      city: "Negombo",
      address: null,
      updatedAt: expect.stringMatching(ISO_MS),
    });
    expect(Date.parse(res.body.updatedAt) - Date.parse(created.body.updatedAt)).toBeGreaterThanOrEqual(5_000);
    expect((await api.request("GET", `/v1/branch/${created.body.id}`)).body).toEqual(res.body);
  });

  it("allows a branch to change the case of its own code", async () => {
    const { api } = await merchantClient();
    const created = await api.request("POST", "/v1/branch", { name: "Matara", code: "mat" });
    const res = await api.request("PATCH", `/v1/branch/${created.body.id}`, { code: "MAT" });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe("MAT");
  });

  it("answers 409 when the new code is another branch's, whatever its case", async () => {
    const { api } = await merchantClient();
    await api.request("POST", "/v1/branch", { name: "One", code: "ONE" });
    const two = await api.request("POST", "/v1/branch", { name: "Two", code: "TWO" });
    const res = await api.request("PATCH", `/v1/branch/${two.body.id}`, { code: "one" });
    expectApiError(res, 409, "Branch code already in use");
    expect((await api.request("GET", `/v1/branch/${two.body.id}`)).body.code).toBe("TWO");
  });

  it("answers 404 for an unknown branch and 403 for another merchant's", async () => {
    const owner = await merchantClient();
    const other = await merchantClient();
    const created = await owner.api.request("POST", "/v1/branch", { name: "Ella", code: "ELL" });
    const missing = await owner.api.request("PATCH", `/v1/branch/${UNKNOWN_ID}`, { name: "x" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Branch not found");
    const foreign = await other.api.request("PATCH", `/v1/branch/${created.body.id}`, { name: "Stolen" });
    expect(foreign.status).toBe(403);
    expect((await owner.api.request("GET", `/v1/branch/${created.body.id}`)).body.name).toBe("Ella");
  });
});

describe("DELETE /v1/branch/:id", () => {
  it("deactivates with 204 and an empty body, keeps the branch readable, and repeats harmlessly", async () => {
    const { api } = await merchantClient();
    const created = await api.request("POST", "/v1/branch", { name: "Badulla", code: "BAD" });
    const res = await api.request("DELETE", `/v1/branch/${created.body.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    const after = await api.request("GET", `/v1/branch/${created.body.id}`);
    expect(after.body).toMatchObject({ id: created.body.id, isActive: false });
    expect((await api.request("DELETE", `/v1/branch/${created.body.id}`)).status).toBe(204);
  });

  it("answers 404 for an unknown branch and 403 for another merchant's", async () => {
    const owner = await merchantClient();
    const other = await merchantClient();
    const created = await owner.api.request("POST", "/v1/branch", { name: "Hatton", code: "HAT" });
    const missing = await owner.api.request("DELETE", `/v1/branch/${UNKNOWN_ID}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Branch not found");
    expect((await other.api.request("DELETE", `/v1/branch/${created.body.id}`)).status).toBe(403);
    expect((await owner.api.request("GET", `/v1/branch/${created.body.id}`)).body.isActive).toBe(true);
  });
});

describe("GET /v1/branch/list", () => {
  async function seeded() {
    const { api } = await merchantClient();
    const created = [];
    for (const [name, code] of [
      ["colombo Fort", "C-FORT"],
      ["Anuradhapura", "ANU"],
      ["Batticaloa", "bat"],
    ] as const) {
      created.push(
        (await api.request("POST", "/v1/branch", { name, code, address: "Somewhere", phone: "011" })).body,
      );
      // Distinct creation times keep the default order meaningful.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await api.request("DELETE", `/v1/branch/${created[1].id}`);
    return { api, created };
  }

  it("lists newest first by default with the limit envelope, each item a whole branch", async () => {
    const { api, created } = await seeded();
    const res = await api.request("GET", "/v1/branch/list");
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 1, limit: 20, totalItems: 3, totalPages: 1 });
    expect(res.body.data.map((b: { code: string }) => b.code)).toEqual(["bat", "ANU", "C-FORT"]);
    // The same object GET /v1/branch/:id answers, contact fields included.
    expect(res.body.data[2]).toEqual(created[0]);
    expect(res.body.data[2]).toMatchObject({
      address: "Somewhere",
      phone: "011",
      postalCode: null,
      messagingGroupId: null,
    });
    const single = await api.request("GET", `/v1/branch/${created[2].id}`);
    expect(res.body.data[0]).toEqual(single.body);
  });

  it("sorts by name or code, case-insensitively, in either order", async () => {
    const { api } = await seeded();
    const codes = async (query: string) =>
      (await api.request("GET", `/v1/branch/list?${query}`)).body.data.map((b: { code: string }) => b.code);
    expect(await codes("sortBy=name&sortOrder=asc")).toEqual(["ANU", "bat", "C-FORT"]);
    expect(await codes("sortBy=name&sortOrder=desc")).toEqual(["C-FORT", "bat", "ANU"]);
    expect(await codes("sortBy=code&sortOrder=asc")).toEqual(["ANU", "bat", "C-FORT"]);
    expect(await codes("sortBy=created_at&sortOrder=asc")).toEqual(["C-FORT", "ANU", "bat"]);
  });

  it("filters by search on name or code and by isActive", async () => {
    const { api } = await seeded();
    const codes = async (query: string) =>
      (await api.request("GET", `/v1/branch/list?${query}`)).body.data.map((b: { code: string }) => b.code);
    expect(await codes("search=COLOMBO")).toEqual(["C-FORT"]);
    expect(await codes("search=BAT")).toEqual(["bat"]);
    expect(await codes("search=%25")).toEqual([]);
    expect(await codes("isActive=false")).toEqual(["ANU"]);
    expect(await codes("isActive=true&sortBy=code&sortOrder=asc")).toEqual(["bat", "C-FORT"]);
  });

  it("pages with exact meta and never shows another merchant's branches", async () => {
    const { api } = await seeded();
    const page2 = await api.request("GET", "/v1/branch/list?page=2&limit=2&sortBy=code&sortOrder=asc");
    expect(page2.body.meta).toEqual({ page: 2, limit: 2, totalItems: 3, totalPages: 2 });
    expect(page2.body.data.map((b: { code: string }) => b.code)).toEqual(["C-FORT"]);

    const empty = await (await merchantClient()).api.request("GET", "/v1/branch/list");
    expect(empty.body).toEqual({ data: [], meta: { page: 1, limit: 20, totalItems: 0, totalPages: 0 } });
  });

  it("rejects an unknown sortBy with 400", async () => {
    const { api } = await merchantClient();
    const res = await api.request("GET", "/v1/branch/list?sortBy=city");
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toMatchObject({ field: "sortBy", constraint: "isIn" });
  });
});

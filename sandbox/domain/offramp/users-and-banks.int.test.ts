import { describe, expect, it } from "vitest";
import { expectApiError } from "../../testing/api-error";
import { fileSandbox } from "../../testing/file-sandbox";
import { bankAccountBody, createUser, ref } from "./test-fixtures";

const sandbox = fileSandbox();

async function aggregatorClient(name = "Lanka Remit") {
  const merchant = await sandbox.createMerchant({ name, roles: ["AGGREGATOR"] });
  return { merchant, api: sandbox.client(merchant.apiKey) };
}

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UNKNOWN_ID = "3f0c9a52-6a4e-4c1e-9d7b-0d6f1f0b9a11";

describe("role AGGREGATOR", () => {
  it("answers 403 on every offramp endpoint to a merchant without the role", async () => {
    const merchant = await sandbox.createMerchant({ name: "Tea House" });
    const api = sandbox.client(merchant.apiKey);
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/v1/bank/list"],
      ["POST", "/v1/aggregator/user", { externalUserId: "u-1" }],
      ["POST", `/v1/aggregator/user/${UNKNOWN_ID}/bank-account`, bankAccountBody()],
      ["GET", `/v1/aggregator/user/${UNKNOWN_ID}/bank-account/list`],
      ["GET", "/v1/aggregator/quote?amount_usdt=10"],
      [
        "POST",
        "/v1/aggregator/offramp",
        { fxLockId: UNKNOWN_ID, userId: UNKNOWN_ID, userBankId: UNKNOWN_ID, externalRef: "x" },
      ],
      ["GET", `/v1/aggregator/offramp/${UNKNOWN_ID}`],
      ["GET", "/v1/aggregator/report/ledger"],
      ["GET", "/v1/aggregator/report/offramp"],
    ];
    for (const [method, path, body] of calls) {
      const response = await api.request(method, path, body);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(response.body).toMatchObject({ statusCode: 403, error: "Forbidden" });
    }
  });
});

describe("GET /v1/bank/list", () => {
  it("lists the active seeded banks with their interbank codes", async () => {
    const { api } = await aggregatorClient();
    const response = await api.request("GET", "/v1/bank/list");
    expect(response.status).toBe(200);
    const banks = response.body as Array<{ code: number; name: string }>;
    for (const bank of banks) expect(Object.keys(bank).sort()).toEqual(["code", "name"]);
    const byCode = new Map(banks.map((bank) => [bank.code, bank.name]));
    expect(byCode.get(7010)).toBe("Bank of Ceylon");
    expect(byCode.get(7056)).toBe("Commercial Bank of Ceylon");
    expect(byCode.get(7083)).toBe("Hatton National Bank");
    expect(byCode.get(7135)).toBe("People's Bank");
    expect(byCode.get(7278)).toBe("Sampath Bank");
    expect(byCode.get(7287)).toBe("Seylan Bank");
    expect(byCode.get(7719)).toBe("National Savings Bank");
    // The inactive bank is not offered.
    expect(byCode.has(7047)).toBe(false);
    expect(banks.map((bank) => bank.code)).toEqual([...byCode.keys()].sort((a, b) => a - b));
  });
});

describe("POST /v1/aggregator/user", () => {
  it("creates with 201, then returns the same record with 200", async () => {
    const { api } = await aggregatorClient();
    const externalUserId = ref("cust");
    const first = await api.request("POST", "/v1/aggregator/user", { externalUserId });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      userId: expect.any(String),
      externalUserId,
      createdAt: expect.stringMatching(ISO_MS),
    });

    const again = await api.request("POST", "/v1/aggregator/user", { externalUserId: ` ${externalUserId} ` });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it("keeps end-users of different merchants apart", async () => {
    const a = await aggregatorClient("A");
    const b = await aggregatorClient("B");
    const ua = await createUser(a.api, "same-id");
    const ub = await createUser(b.api, "same-id");
    expect(ua.userId).not.toBe(ub.userId);
  });

  it("creates exactly one user under concurrent upserts", async () => {
    const { api } = await aggregatorClient();
    const externalUserId = ref("race");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.request("POST", "/v1/aggregator/user", { externalUserId })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(9);
    expect(new Set(answers.map((a) => a.body.userId)).size).toBe(1);
  });

  it("validates externalUserId", async () => {
    const { api } = await aggregatorClient();
    const empty = await api.request("POST", "/v1/aggregator/user", { externalUserId: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.details[0]).toMatchObject({ field: "externalUserId" });
    const long = await api.request("POST", "/v1/aggregator/user", { externalUserId: "x".repeat(256) });
    expect(long.status).toBe(400);
    expect(long.body.details[0]).toMatchObject({ field: "externalUserId", constraint: "maxLength" });
  });
});

describe("bank accounts", () => {
  it("adds several accounts to one user, resolving the bank name", async () => {
    const { api } = await aggregatorClient();
    const user = await createUser(api);
    const first = await api.request(
      "POST",
      `/v1/aggregator/user/${user.userId}/bank-account`,
      bankAccountBody(),
    );
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      userBankId: expect.any(String),
      bankCode: 7010,
      bankName: "Bank of Ceylon",
      accountNumber: "0081234567",
      accountName: "K. A. Jayasinghe",
      beneficiaryMobile: "+94771234567",
      beneficiaryEmail: "jayasinghe@example.lk",
      createdAt: expect.stringMatching(ISO_MS),
    });

    const second = await api.request("POST", `/v1/aggregator/user/${user.userId}/bank-account`, {
      bankCode: 7278,
      accountNumber: "1029 5566 7788",
      accountName: "K A Jayasinghe",
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      bankName: "Sampath Bank",
      beneficiaryMobile: null,
      beneficiaryEmail: null,
    });
    expect(second.body.userBankId).not.toBe(first.body.userBankId);

    const list = await api.request("GET", `/v1/aggregator/user/${user.userId}/bank-account/list`);
    expect(list.status).toBe(200);
    const ids = (list.body as Array<{ userBankId: string }>).map((account) => account.userBankId);
    expect(ids.sort()).toEqual([first.body.userBankId, second.body.userBankId].sort());
    const listed = (list.body as Array<{ userBankId: string }>).find(
      (a) => a.userBankId === first.body.userBankId,
    );
    expect(listed).toEqual(first.body);
  });

  it("lists an empty array for a user without accounts", async () => {
    const { api } = await aggregatorClient();
    const user = await createUser(api);
    const list = await api.request("GET", `/v1/aggregator/user/${user.userId}/bank-account/list`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
  });

  it("refuses an unknown or inactive bank code on bankCode", async () => {
    const { api } = await aggregatorClient();
    const user = await createUser(api);
    for (const bankCode of [9999, 7047]) {
      const response = await api.request(
        "POST",
        `/v1/aggregator/user/${user.userId}/bank-account`,
        bankAccountBody({ bankCode }),
      );
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(
        "bankCode must be the code of an active bank from GET /v1/bank/list",
      );
      expect(response.body.details).toEqual([
        { field: "bankCode", constraint: "isIn", message: response.body.message },
      ]);
    }
  });

  it("answers 404 for an unknown user and 403 for another merchant's", async () => {
    const owner = await aggregatorClient("Owner");
    const other = await aggregatorClient("Other");
    const user = await createUser(owner.api);

    const unknownCreate = await other.api.request(
      "POST",
      `/v1/aggregator/user/${UNKNOWN_ID}/bank-account`,
      bankAccountBody(),
    );
    expectApiError(unknownCreate, 404, "Aggregator user not found");
    const unknownList = await other.api.request("GET", `/v1/aggregator/user/${UNKNOWN_ID}/bank-account/list`);
    expect(unknownList.status).toBe(404);

    const foreignCreate = await other.api.request(
      "POST",
      `/v1/aggregator/user/${user.userId}/bank-account`,
      bankAccountBody(),
    );
    expect(foreignCreate.status).toBe(403);
    expect(foreignCreate.body).toMatchObject({ statusCode: 403, error: "Forbidden" });
    const foreignList = await other.api.request(
      "GET",
      `/v1/aggregator/user/${user.userId}/bank-account/list`,
    );
    expect(foreignList.status).toBe(403);

    // The owner's view is untouched by the refused attempt.
    const ownList = await owner.api.request("GET", `/v1/aggregator/user/${user.userId}/bank-account/list`);
    expect(ownList.body).toEqual([]);
  });

  it("validates the body and the path", async () => {
    const { api } = await aggregatorClient();
    const user = await createUser(api);
    const missing = await api.request("POST", `/v1/aggregator/user/${user.userId}/bank-account`, {
      bankCode: 7010,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      "accountName",
      "accountNumber",
    ]);
    const badPath = await api.request("GET", "/v1/aggregator/user/not-a-uuid/bank-account/list");
    expect(badPath.status).toBe(400);
  });
});

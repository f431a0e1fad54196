import "server-only";
import type { z } from "zod";
import {
  createScheduleBodySchema,
  editScheduleBodySchema,
  SCHEDULE_ACTIONS,
  SCHEDULE_LIST_IDS,
  SCHEDULE_STATES,
  type ScheduleAction,
  type ScheduleState,
} from "@/lib/charge-schedules";
import { colomboDate } from "@/lib/dates";
import { isUuid } from "@/lib/ids";
import { parseJsonLimited, unstorableText } from "@/lib/json";
import type { Contract } from "@/lib/payments-api/direct-debit";
import type { AccountAccess } from "@/server/access/account-access";
import { BffError } from "@/server/bff/errors";
import { readBody } from "@/server/bff/read-body";
import { baseHeaders, jsonResponse } from "@/server/bff/respond";
import { type AccountRouteDeps, withAccount } from "@/server/bff/with-account";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { NotFoundError, PermissionError } from "@/server/upstream/errors";
import { contractChargesAnswer } from "./contract-charges";
import {
  actOnSchedule,
  createSchedule,
  editSchedule,
  listSchedules,
  ScheduleError,
  scheduleContractId,
} from "./schedules";

// The routes of charge schedules and the charges the console made: create, change, pause, resume and
// cancel a schedule (each in the audit trail, with the schedule's id), list them, and read a contract's
// charges. A contract is always read through the member's own client first, so a member limited to a
// branch reaches that branch's contracts only.

export interface ScheduleRouteDeps extends AccountRouteDeps {
  now?: () => Date;
}

const dbOf = (deps: ScheduleRouteDeps): ConsoleExecutor => deps.db?.() ?? getDb();
const todayOf = (deps: ScheduleRouteDeps) => colomboDate(deps.now?.() ?? new Date());

function refusal(error: unknown): never {
  if (error instanceof ScheduleError) {
    if (error.code === "not_found") throw new BffError("not_found", error.message);
    const field = error.field ?? null;
    throw new BffError(
      "validation_failed",
      error.message,
      field ? [{ field, constraint: error.code, message: error.message }] : undefined,
    );
  }
  throw error;
}

async function readContract(access: AccountAccess, contractId: string): Promise<Contract> {
  if (!isUuid(contractId)) throw new BffError("not_found", "No contract with this id");
  try {
    return await access.upstream().api.getDirectDebitContract({ params: { id: contractId } });
  } catch (error) {
    // Another merchant's contract (403 from the service) is answered like one that does not exist.
    if (error instanceof NotFoundError || error instanceof PermissionError)
      throw new BffError("not_found", "No contract with this id");
    throw error;
  }
}

async function readBodyOf<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const json = parseJsonLimited(await readBody(request, 16 * 1024));
  if (!json.ok || unstorableText(json.value) !== null)
    throw new BffError("validation_failed", "The request body is not a schedule.");
  const parsed = schema.safeParse(json.value);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      field: issue.path.join(".") || "body",
      constraint: issue.code,
      message: issue.message,
    }));
    throw new BffError("validation_failed", details.map((detail) => detail.message).join(". "), details);
  }
  return parsed.data;
}

/** POST /api/accounts/:accountId/charge-schedules – a new schedule on a signed contract. */
export function createScheduleHandler(deps: ScheduleRouteDeps = {}) {
  return withAccount<{ accountId: string }>(
    async ({ access, request, requestId, trace }) => {
      const body = await readBodyOf(request, createScheduleBodySchema);
      const contract = await readContract(access, body.contractId);
      const schedule = await createSchedule(dbOf(deps), {
        accountId: access.account.id,
        contract,
        body,
        createdBy: access.user.id,
        today: todayOf(deps),
      }).catch(refusal);
      trace.resourceId = schedule.id;
      return jsonResponse(201, schedule, baseHeaders(requestId));
    },
    { ...deps, permission: "direct-debit:write", auditAction: () => "charge_schedule.create" },
  );
}

const isState = (value: string): value is ScheduleState =>
  (SCHEDULE_STATES as readonly string[]).includes(value);

/** GET /api/accounts/:accountId/charge-schedules?contractId=a,b&state=active&limit=0 */
export function listSchedulesHandler(deps: ScheduleRouteDeps = {}) {
  return withAccount<{ accountId: string }>(
    async ({ access, request, requestId }) => {
      const params = new URL(request.url).searchParams;
      const idsText = params.get("contractId");
      const contractIds = idsText === null ? undefined : idsText.split(",").filter((id) => id !== "");
      if (contractIds && (contractIds.length > SCHEDULE_LIST_IDS || !contractIds.every(isUuid)))
        throw new BffError("validation_failed", `Contract ids are up to ${SCHEDULE_LIST_IDS} contract ids`, [
          { field: "contractId", constraint: "format", message: "Not a list of contract ids" },
        ]);
      const stateText = params.get("state");
      if (stateText !== null && !isState(stateText))
        throw new BffError("validation_failed", "State is active, paused, cancelled or ended", [
          { field: "state", constraint: "enum", message: "State is active, paused, cancelled or ended" },
        ]);
      const limitText = params.get("limit");
      const limit = limitText === null ? undefined : Number(limitText);
      if (limit !== undefined && !(Number.isInteger(limit) && limit >= 0 && limit <= 500))
        throw new BffError("validation_failed", "Limit is a whole number from 0 to 500", [
          { field: "limit", constraint: "range", message: "Limit is a whole number from 0 to 500" },
        ]);
      const answer = await listSchedules(dbOf(deps), access.account.id, {
        contractIds,
        state: stateText ?? undefined,
        branchId: access.branchId,
        limit,
      });
      return jsonResponse(200, answer, baseHeaders(requestId));
    },
    { ...deps, permission: "direct-debit:read" },
  );
}

/**
 * The contract of a schedule, read through the member's client: a member limited to a branch reaches the
 * schedules of that branch's contracts only (another's answer 404, as the service does).
 */
async function scheduleContract(db: ConsoleExecutor, access: AccountAccess, scheduleId: string) {
  const contractId = await scheduleContractId(db, access.account.id, scheduleId).catch(refusal);
  return readContract(access, contractId);
}

const scheduleIdCheck = (params: { scheduleId: string }): undefined => {
  if (!isUuid(params.scheduleId)) throw new BffError("not_found", "No schedule with this id");
  return undefined;
};

/** PATCH /api/accounts/:accountId/charge-schedules/:scheduleId – from the next charge on. */
export function editScheduleHandler(deps: ScheduleRouteDeps = {}) {
  return withAccount<{ accountId: string; scheduleId: string }>(
    async ({ access, request, requestId, params, trace }) => {
      trace.resourceId = params.scheduleId;
      const db = dbOf(deps);
      const body = await readBodyOf(request, editScheduleBodySchema);
      const contract = await scheduleContract(db, access, params.scheduleId);
      const schedule = await editSchedule(db, {
        accountId: access.account.id,
        id: params.scheduleId,
        contract,
        body,
      }).catch(refusal);
      return jsonResponse(200, schedule, baseHeaders(requestId));
    },
    {
      ...deps,
      permission: "direct-debit:write",
      precheck: (_request, params) => scheduleIdCheck(params),
      auditAction: () => "charge_schedule.edit",
    },
  );
}

const isAction = (value: string): value is ScheduleAction =>
  (SCHEDULE_ACTIONS as readonly string[]).includes(value);

/** POST /api/accounts/:accountId/charge-schedules/:scheduleId/:action – pause, resume or cancel. */
export function scheduleActionHandler(deps: ScheduleRouteDeps = {}) {
  return withAccount<{ accountId: string; scheduleId: string; action: string }, ScheduleAction>(
    async ({ access, requestId, params, pre: action, trace }) => {
      trace.resourceId = params.scheduleId;
      const db = dbOf(deps);
      await scheduleContract(db, access, params.scheduleId);
      const schedule = await actOnSchedule(db, {
        accountId: access.account.id,
        id: params.scheduleId,
        action,
        today: todayOf(deps),
      }).catch(refusal);
      return jsonResponse(200, schedule, baseHeaders(requestId));
    },
    {
      ...deps,
      permission: "direct-debit:write",
      precheck: (_request, params) => {
        scheduleIdCheck(params);
        if (!isAction(params.action)) throw new BffError("not_found", "No such action on a schedule");
        return params.action;
      },
      auditAction: (action) => `charge_schedule.${action}`,
    },
  );
}

/** GET /api/accounts/:accountId/contract-charges?contractId= – the contract's charges and schedules. */
export function contractChargesHandler(deps: ScheduleRouteDeps = {}) {
  return withAccount<{ accountId: string }>(
    async ({ access, request, requestId }) => {
      const contractId = new URL(request.url).searchParams.get("contractId") ?? "";
      await readContract(access, contractId);
      const answer = await contractChargesAnswer(dbOf(deps), access.account.id, contractId);
      return jsonResponse(200, answer, baseHeaders(requestId));
    },
    { ...deps, permission: "direct-debit:read" },
  );
}

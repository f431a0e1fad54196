"use client";

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { consoleGet, consoleRequest } from "@/data/bff";
import { queryKeys } from "@/data/query-keys";
import type {
  ChargeSchedule,
  ContractChargesAnswer,
  CreateScheduleBody,
  EditScheduleBody,
  ScheduleAction,
  ScheduleListAnswer,
} from "@/lib/charge-schedules";

// The browser's side of the console's charge-schedule routes (lib/charge-schedules.ts): a contract's
// charges and schedules, the schedules of a page of contracts, and what a person does to a schedule.

export const scheduleKeys = {
  all: (accountId: string) => [...queryKeys.account(accountId), "charge-schedules"] as const,
  charges: (accountId: string, contractId: string) =>
    [...scheduleKeys.all(accountId), "contract", contractId] as const,
  list: (accountId: string, query: string) => [...scheduleKeys.all(accountId), "list", query] as const,
};

const schedulesPath = (accountId: string) =>
  `/api/accounts/${encodeURIComponent(accountId)}/charge-schedules`;

/** Every charge the console made for a contract, its schedules, the next due charge and the last known rate. */
export function contractChargesOptions(accountId: string, contractId: string) {
  return queryOptions({
    queryKey: scheduleKeys.charges(accountId, contractId),
    queryFn: ({ signal }) =>
      consoleGet<ContractChargesAnswer>(
        accountId,
        `contract-charges?contractId=${encodeURIComponent(contractId)}`,
        signal,
      ),
  });
}

/**
 * The schedules of the given contracts (at most SCHEDULE_LIST_IDS), or of the account's newest when none
 * are given; `active` for the active ones only; `countOnly` for the count of failing ones alone. The ids are
 * sorted so a page's key does not depend on order.
 */
export function scheduleListOptions(
  accountId: string,
  {
    contractIds,
    active = false,
    countOnly = false,
  }: { contractIds?: readonly string[]; active?: boolean; countOnly?: boolean } = {},
) {
  const params = new URLSearchParams();
  if (contractIds) params.set("contractId", [...contractIds].sort().join(","));
  if (active) params.set("state", "active");
  if (countOnly) params.set("limit", "0");
  const query = params.toString();
  return queryOptions({
    queryKey: scheduleKeys.list(accountId, query),
    queryFn: ({ signal }) =>
      consoleGet<ScheduleListAnswer>(accountId, `charge-schedules${query ? `?${query}` : ""}`, signal),
  });
}

export function createSchedule(accountId: string, body: CreateScheduleBody): Promise<ChargeSchedule> {
  return consoleRequest(schedulesPath(accountId), "POST", { body }) as Promise<ChargeSchedule>;
}

export function editSchedule(accountId: string, scheduleId: string, body: EditScheduleBody) {
  return consoleRequest(`${schedulesPath(accountId)}/${encodeURIComponent(scheduleId)}`, "PATCH", {
    body,
  }) as Promise<ChargeSchedule>;
}

export function actOnSchedule(accountId: string, scheduleId: string, action: ScheduleAction) {
  return consoleRequest(`${schedulesPath(accountId)}/${encodeURIComponent(scheduleId)}/${action}`, "POST", {
    body: {},
  }) as Promise<ChargeSchedule>;
}

/** A schedule changed: every schedule and charge read of the account asks again (the list's markers too). */
export function useScheduleMutation<TArgs>(accountId: string, run: (args: TArgs) => Promise<ChargeSchedule>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: scheduleKeys.all(accountId) }),
  });
}

/** Addresses of the direct-debit pages of one account. */
export function contractsHref(accountId: string): string {
  return `/accounts/${encodeURIComponent(accountId)}/direct-debit`;
}

export function newContractHref(accountId: string): string {
  return `${contractsHref(accountId)}/new`;
}

export function contractHref(accountId: string, contractId: string): string {
  return `${contractsHref(accountId)}/${encodeURIComponent(contractId)}`;
}

export function chargeContractHref(accountId: string, contractId: string): string {
  return `${contractHref(accountId, contractId)}/charge`;
}

export function scheduleContractHref(accountId: string, contractId: string): string {
  return `${contractHref(accountId, contractId)}/schedule`;
}

export function editScheduleHref(accountId: string, contractId: string, scheduleId: string): string {
  return `${contractHref(accountId, contractId)}/schedules/${encodeURIComponent(scheduleId)}/edit`;
}

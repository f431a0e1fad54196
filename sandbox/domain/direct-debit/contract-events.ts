import type { DbOrTx } from "../../db/client";
import type { Services } from "../../services";
import type { ContractRow } from "./contract-wire";

export type ContractEvent = "contract.signed" | "contract.terminated" | "contract.expired";

/**
 * Writes the contract webhook (docs/service-rules.md §7) into the caller's transaction when the contract has a
 * webhookUrl. `contractId` in the body is the contract's own id, not the provider's number.
 */
export async function enqueueContractEvent(
  services: Services,
  tx: DbOrTx,
  event: ContractEvent,
  contract: ContractRow,
  at: Date,
): Promise<void> {
  if (!contract.webhookUrl) return;
  await services.enqueueWebhook(tx, {
    merchantId: contract.merchantId,
    url: contract.webhookUrl,
    eventType: event,
    resourceId: contract.id,
    body: {
      event,
      contractId: contract.id,
      merchantContractCode: contract.merchantContractCode,
      status: contract.status,
      timestamp: at.toISOString(),
    },
  });
}

import type { Contract } from "@/lib/payments-api/direct-debit";

export type ContractStepKind =
  | "created"
  | "signing"
  | "signed"
  | "charged"
  | "expired"
  | "terminated"
  | "ends"
  | "other";

export interface ContractStep {
  kind: ContractStepKind;
  title: string;
  /** Further words under the title: the termination reason, how many charges. */
  detail?: string;
  /** ISO instant; null when the service does not say when it happened. */
  at: string | null;
  /** A deadline still ahead: the signing window of an unsigned contract, the end of a signed one. */
  upcoming?: boolean;
}

type TimelineInput = Pick<
  Contract,
  | "status"
  | "createdAt"
  | "requestExpireTime"
  | "contractEndTime"
  | "contractId"
  | "openUserId"
  | "paymentCount"
  | "lastPaymentAt"
  | "contractTerminationTime"
  | "contractTerminationWay"
  | "terminationNotes"
>;

/** `contractTerminationWay` 1 is the merchant's own API call (docs/service-rules.md §7); other values are the provider's. */
export function terminationWayText(way: number | null | undefined): string | null {
  if (way == null) return null;
  return way === 1 ? "By the merchant (API)" : `By the provider (way ${way})`;
}

function chargesStep(contract: TimelineInput): ContractStep[] {
  if (contract.paymentCount === 0 || !contract.lastPaymentAt) return [];
  const count = contract.paymentCount;
  return [
    {
      kind: "charged",
      title: "Last charge",
      detail: `${count} ${count === 1 ? "charge" : "charges"} in all`,
      at: contract.lastPaymentAt,
    },
  ];
}

// The contract carries no signing time; the provider's ids appear once the customer has signed. Its
// `contract.signed` event says when, if this console heard it (server/webhooks/contract-signed-at.ts).
const wasSigned = (contract: TimelineInput) => contract.contractId != null || contract.openUserId != null;

/**
 * What happened to a contract, oldest first, from the fields the API returns: created → signed (and
 * charged) → terminated or expired, with the deadline still ahead for an open one.
 */
export function contractTimeline(contract: TimelineInput, signedAt: string | null = null): ContractStep[] {
  const created: ContractStep = { kind: "created", title: "Created", at: contract.createdAt };
  const signedStep: ContractStep = { kind: "signed", title: "Signed by the customer", at: signedAt };
  switch (contract.status) {
    case "INITIATED":
      return [
        created,
        {
          kind: "signing",
          title: "Signing window closes",
          detail: "Unless the customer approves before then",
          at: contract.requestExpireTime ?? null,
          upcoming: true,
        },
      ];
    case "SIGNED":
      return [
        created,
        signedStep,
        ...chargesStep(contract),
        { kind: "ends", title: "Contract ends", at: contract.contractEndTime ?? null, upcoming: true },
      ];
    case "TERMINATED":
      return [
        created,
        signedStep,
        ...chargesStep(contract),
        {
          kind: "terminated",
          title: "Terminated",
          detail:
            [terminationWayText(contract.contractTerminationWay), contract.terminationNotes]
              .filter(Boolean)
              .join(" · ") || undefined,
          at: contract.contractTerminationTime ?? null,
        },
      ];
    case "EXPIRED":
      if (!wasSigned(contract)) {
        return [
          created,
          {
            kind: "expired",
            title: "Expired unsigned",
            detail: "The signing window lapsed",
            at: contract.requestExpireTime ?? null,
          },
        ];
      }
      return [
        created,
        signedStep,
        ...chargesStep(contract),
        // Why and when a signed contract expired the service does not say.
        { kind: "expired", title: "Expired", at: null },
      ];
    default:
      // A status this console does not know yet: what is known, and the status as the service named it.
      return [created, { kind: "other", title: `Now ${contract.status}`, at: null }];
  }
}

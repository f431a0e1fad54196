"use client";

import { useMemo, useState } from "react";
import type { Path } from "react-hook-form";
import { applyServerError, type FormFailure } from "@/components/forms/apply-server-error";
import { CheckedForm } from "@/components/forms/checked-form";
import { FormButtons } from "@/components/forms/form-buttons";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { FormSection } from "@/components/forms/form-section";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { useConsoleForm } from "@/components/forms/use-console-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BffError, isBffError } from "@/data/bff";
import { formatAmount } from "@/lib/format";
import type { Answered } from "@/lib/payments-api/common";
import type { Contract, ContractStatus } from "@/lib/payments-api/direct-debit";
import { notChargeableMessage, refusalKind, waitMessage } from "../contract-refusals";
import { ChargeAmountFields } from "./charge-amount-fields";
import { ChargeBillingFields } from "./charge-billing-fields";
import {
  type ChargeInput,
  type ChargeValues,
  chargeDefaults,
  chargeWordsOf,
  overLimitMessage,
} from "./charge-form-values";
import { ChargeGoodsFields } from "./charge-goods-fields";
import { ProductFields, WebhookField } from "./charge-product-fields";

// The checks (the contract's schema, and zod with it) load when the form is first touched, not with the page.
const checks = lazyChecks(() => import("./charge-form-schema"));

const NO_RATE =
  "The LKR exchange rate is not available right now, so an LKR amount cannot be converted. Charge in USDT, or try again later.";

export interface ChargeFormProps {
  contract: Contract;
  onSubmit: (body: ChargeInput) => Promise<unknown>;
  /** The contract's status as the service has it now, asked after a "not signed" refusal. */
  refreshStatus?: () => Promise<Answered<ContractStatus> | undefined>;
  onCancel?: () => void;
}

/** "goods[0].goodsName" as the service names a field → "goods.0.goodsName" as the form does. */
function withFormFieldNames(error: BffError): BffError {
  return new BffError({
    status: error.status,
    message: error.message,
    code: error.code,
    requestId: error.requestId,
    retryAfter: error.retryAfter,
    details: error.details.map((detail) => ({ ...detail, field: detail.field.replace(/\[(\d+)\]/g, ".$1") })),
  });
}

/**
 * A charge against a signed contract. Checked with the contract's schema (and, in USDT, against the limit),
 * then confirmed, before sending; the service's refusals land where they belong: over the limit on the amount, a missing
 * rate on the amount, a contract that cannot be charged on the form as a whole, with what to do.
 */
export function ChargeForm({ contract, onSubmit, refreshStatus, onCancel }: ChargeFormProps) {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const resolver = useMemo(() => checks.resolver((loaded) => loaded.chargeResolver(contract)), [contract]);
  const form = useConsoleForm<ChargeValues, unknown, ChargeInput>({
    resolver,
    defaultValues: chargeDefaults(contract),
  });

  /** Puts a refusal where it belongs; answers the field it landed on, if any. */
  async function placeRefusal(error: unknown, body: ChargeInput): Promise<"amount" | null> {
    const kind = refusalKind(error);
    const requestId = isBffError(error) ? error.requestId : null;
    if (kind === "over-limit" || kind === "rate-unavailable") {
      const message = kind === "over-limit" ? overLimitMessage(contract, body.currency) : NO_RATE;
      form.setError("amount", { type: "server", message });
      return "amount";
    }
    if (kind === "not-signed" || kind === "expired" || kind === "terminated") {
      const status = (await refreshStatus?.().catch(() => undefined)) ?? contract.status;
      setFailure({ message: notChargeableMessage(kind, status), requestId });
    } else if (kind === "rate-limited" && isBffError(error)) {
      setFailure({ message: waitMessage(error), requestId });
    } else {
      const fields = Object.keys(flatten(form.getValues())) as Path<ChargeValues>[];
      setFailure(
        await applyServerError(form.setError, isBffError(error) ? withFormFieldNames(error) : error, {
          fields,
          words: chargeWordsOf(form.getValues()),
        }),
      );
    }
    return null;
  }

  // A charge takes the customer's money at once, so a valid form first asks to confirm it.
  const [confirming, setConfirming] = useState<ChargeInput | null>(null);

  async function charge(body: ChargeInput) {
    try {
      await onSubmit(body);
    } catch (error) {
      const field = await placeRefusal(error, body);
      if (field) afterDialogCloses(() => form.setFocus(field));
    }
  }

  function ask(body: ChargeInput) {
    setFailure(null);
    setConfirming(body);
  }

  const amountText = confirming ? chargedAmountText(confirming) : "";
  return (
    <CheckedForm form={form} checks={checks} onSubmit={ask} className="grid gap-6">
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={`Charge ${amountText}?`}
        description={`The customer's wallet is charged ${amountText} for “${confirming?.productName ?? ""}” under “${contract.serviceName}”, at once. A charge cannot be taken back from the console.`}
        confirmLabel={`Charge ${amountText}`}
        pendingLabel="Charging…"
        destructive={false}
        onConfirm={() => (confirming ? charge(confirming) : undefined)}
      />
      <FormFailureAlert failure={failure} title="The contract was not charged" />
      <FormSection title="Amount">
        <ChargeAmountFields contract={contract} />
      </FormSection>
      <FormSection
        title="What it is for"
        description="The customer sees the product name in their wallet app."
      >
        <ProductFields />
      </FormSection>
      <FormSection title="Items" description="Optional: the goods or services charged for, one by one.">
        <ChargeGoodsFields />
      </FormSection>
      <FormSection title="Customer and notifications" description="All optional.">
        <ChargeBillingFields />
        <WebhookField />
      </FormSection>
      <FormButtons label="Charge" onCancel={onCancel} />
    </CheckedForm>
  );
}

/**
 * Runs once the confirmation has left the page: the dialog hands focus back to what opened it as it goes,
 * and a field the refusal landed on should have it instead.
 */
function afterDialogCloses(run: () => void, framesLeft = 120) {
  if (framesLeft > 0 && document.querySelector('[role="alertdialog"]')) {
    requestAnimationFrame(() => afterDialogCloses(run, framesLeft - 1));
    return;
  }
  setTimeout(run, 0);
}

/** "LKR 12,500.00": the amount of a checked charge body, with its currency. */
function chargedAmountText(body: ChargeInput): string {
  return formatAmount(body.amount, body.currency);
}

/** Every field path of the values ("goods.0.goodsName", "customerBilling.email"), for server details. */
function flatten(value: unknown, prefix = ""): Record<string, true> {
  if (typeof value !== "object" || value === null) return prefix ? { [prefix]: true } : {};
  const paths: Record<string, true> = prefix ? { [prefix]: true } : {};
  for (const [key, inner] of Object.entries(value))
    Object.assign(paths, flatten(inner, prefix ? `${prefix}.${key}` : key));
  return paths;
}

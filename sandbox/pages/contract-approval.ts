import type { Context } from "hono";
import { html } from "hono/html";
import { formatAmount, formatDateTime } from "@/lib/format";
import type { ContractRow } from "../domain/direct-debit/contract-wire";
import { findContract } from "../domain/direct-debit/lookup";
import { approveContract } from "../domain/direct-debit/signing";
import { ApiError } from "../http/errors";
import type { RouteRegistrar } from "../http/types";
import type { Services } from "../services";
import { type Markup, notice as noticePage, page } from "./html";
import { merchantDisplayName } from "./merchant-name";

const STATUS_VIEW: Record<string, { label: string; tone: string }> = {
  INITIATED: { label: "Awaiting your approval", tone: "status-wait" },
  SIGNED: { label: "Signed", tone: "status-ok" },
  TERMINATED: { label: "Terminated", tone: "status-bad" },
  EXPIRED: { label: "Expired", tone: "status-bad" },
};

const NOTICES: Record<string, Markup> = {
  approved: html`<p role="status"><strong>You approved this direct debit.</strong> The merchant can now confirm it.</p>`,
  declined: html`<p role="status"><strong>You declined this direct debit.</strong> Nothing will be charged.</p>`,
  rejected: html`<p class="error" role="alert">This contract can no longer be approved.</p>`,
};

/** Only web links are offered back to the customer; anything else the merchant sent is not rendered. */
function webLink(url: string, label: string): Markup | "" {
  if (!/^https?:\/\//i.test(url)) return "";
  return html`<a class="button secondary" href="${url}">${label}</a>`;
}

function time(value: Date): Markup {
  return html`<time datetime="${value.toISOString()}">${formatDateTime(value)}</time>`;
}

function limitText(contract: ContractRow): string {
  const usdt = formatAmount(contract.singleUpperLimit, "USDT");
  if (contract.singleUpperLimitLkr === null) return usdt;
  return `${formatAmount(contract.singleUpperLimitLkr, "LKR")} (charged as up to ${usdt})`;
}

function canApprove(contract: ContractRow, now: Date): boolean {
  return contract.status === "INITIATED" && contract.approvedAt === null && contract.requestExpireTime > now;
}

function actionsBlock(contract: ContractRow, now: Date): Markup | "" {
  if (canApprove(contract, now)) {
    const form = (action: string, label: string, tone: string) =>
      html`<form method="post" action="/direct-debit/approve/${contract.id}/${action}"><button type="submit" class="${tone}">${label}</button></form>`;
    return html`<p>Approve before ${time(contract.requestExpireTime)} (Colombo time).</p>
${form("approve", "Approve direct debit", "primary")}
${form("decline", "Decline", "danger")}`;
  }
  if (contract.approvedAt) {
    return html`<p>Approved on ${time(contract.approvedAt)}.</p>${webLink(contract.returnUrl, "Return to the merchant")}`;
  }
  if (contract.status === "INITIATED") return html`<p>The time to approve this contract has passed.</p>`;
  return "";
}

async function renderApproval(services: Services, contract: ContractRow, notice: string | undefined) {
  const merchantName = await merchantDisplayName(services.db, contract.merchantId);
  const now = services.clock.now();
  const view = STATUS_VIEW[contract.status] ?? { label: contract.status, tone: "" };
  const rows: Array<[string, string | Markup]> = [
    ["Service", contract.serviceName],
    ["Merchant", merchantName],
    ["Limit per payment", limitText(contract)],
    ["Valid until", time(contract.contractEndTime)],
    ["Wallet provider", contract.paymentProvider],
    ["Contract code", contract.merchantContractCode],
  ];
  const list = rows.map(([term, value]) => html`<dt>${term}</dt><dd>${value}</dd>`);
  const outcome = notice === "declined" ? webLink(contract.cancelUrl, "Return to the merchant") : "";
  const body = html`<div class="card">
<p class="muted">Direct debit request from <strong>${merchantName}</strong></p>
<h1>Approve direct debit</h1>
<p>Status: <span class="status ${view.tone}">${view.label}</span></p>
${notice ? (NOTICES[notice] ?? "") : ""}
<dl>${list}</dl>
${notice === "declined" ? outcome : actionsBlock(contract, now)}
</div>`;
  return page(`Direct debit for ${merchantName}`, body);
}

function notFoundPage(c: Context) {
  return c.html(noticePage("Contract not found", "Check the link or QR code you were given."), 404);
}

/** The provider's approval page behind a contract's qrContent and deepLink (docs/service-rules.md §7). */
export const registerDirectDebitPages: RouteRegistrar = (app, services) => {
  app.get("/direct-debit/approve/:id", async (c) => {
    const contract = await findContract(services.db, c.req.param("id"));
    if (!contract) return notFoundPage(c);
    return c.html(await renderApproval(services, contract, c.req.query("notice")));
  });

  app.post("/direct-debit/approve/:id/:action", async (c) => {
    const id = c.req.param("id");
    const action = c.req.param("action");
    const back = `/direct-debit/approve/${encodeURIComponent(id)}`;
    if (action === "decline") {
      // Declining signs nothing: the contract stays unsigned and lapses with its signing window.
      if (!(await findContract(services.db, id))) return notFoundPage(c);
      return c.redirect(`${back}?notice=declined`, 303);
    }
    if (action !== "approve") return notFoundPage(c);
    try {
      await approveContract(services, id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 404) return notFoundPage(c);
      return c.redirect(`${back}?notice=rejected`, 303);
    }
    return c.redirect(`${back}?notice=approved`, 303);
  });
};

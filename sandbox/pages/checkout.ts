import type { Context } from "hono";
import { html, raw } from "hono/html";
import QRCode from "qrcode";
import { formatAmount, formatDateTime } from "@/lib/format";
import { findPaymentFresh } from "../domain/payments/get-handler";
import { transitionPayment } from "../domain/payments/transitions";
import {
  isOpenStatus,
  type PaymentRow,
  type PaymentTarget,
  USER_REVIEW_PROVIDER,
} from "../domain/payments/types";
import { ApiError } from "../http/errors";
import type { RouteRegistrar } from "../http/types";
import type { Services } from "../services";
import { CHECKOUT_SCRIPT_PATH } from "./assets";
import { type Markup, notice, page } from "./html";
import { merchantDisplayName } from "./merchant-name";

const STATUS_VIEW: Record<string, { label: string; tone: string; outcome?: string }> = {
  INITIATED: { label: "Awaiting payment", tone: "status-wait" },
  USER_REVIEW: { label: "Under review in the wallet app", tone: "status-wait" },
  PAID: { label: "Paid", tone: "status-ok", outcome: "Payment received. Thank you!" },
  FAILED: { label: "Failed", tone: "status-bad", outcome: "The payment failed. No money was taken." },
  EXPIRED: { label: "Expired", tone: "status-bad", outcome: "This payment request has expired." },
};

const ACTIONS: Record<string, PaymentTarget> = {
  pay: "PAID",
  fail: "FAILED",
  "open-in-wallet": "USER_REVIEW",
};

function formatCountdown(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

function amountBlock(payment: PaymentRow): Markup {
  const usdt = formatAmount(payment.grossUsdt, "USDT");
  if (payment.originalCurrency !== "LKR" || payment.lkrGross === null) {
    return html`<p class="amount">${usdt}</p>`;
  }
  const rate = payment.exchangeRate === null ? "" : ` at ${payment.exchangeRate} LKR per USDT`;
  return html`<p class="amount">${formatAmount(payment.lkrGross, "LKR")}</p>
<p class="muted">Charged as ${usdt}${rate}</p>`;
}

function actionForms(payment: PaymentRow): Markup {
  const action = (path: string, label: string, tone: string) =>
    html`<form method="post" action="/checkout/${payment.id}/${path}"><button type="submit" class="${tone}">${label}</button></form>`;
  const forms = [
    action("pay", `Pay ${formatAmount(payment.grossUsdt, "USDT")}`, "primary"),
    action("fail", "Make the payment fail", "danger"),
  ];
  if (payment.provider === USER_REVIEW_PROVIDER && payment.status === "INITIATED") {
    forms.push(action("open-in-wallet", "Open in wallet app", "secondary"));
  }
  return html`<h2>Simulate the customer</h2>
${forms}`;
}

async function openBlock(payment: PaymentRow, now: Date): Promise<Markup> {
  // The QR encoder's own SVG: markup from the qrcode package, not from the payment's fields.
  const qr = raw(await QRCode.toString(payment.qrContent, { type: "svg", margin: 1 }));
  const seconds = Math.max(0, Math.ceil((payment.expireTime.getTime() - now.getTime()) / 1000));
  return html`<div class="qr" role="img" aria-label="QR code to scan with a wallet app">${qr}</div>
<p>Expires in <span id="countdown" data-seconds="${seconds}">${formatCountdown(seconds)}</span>
(at <time datetime="${payment.expireTime.toISOString()}">${formatDateTime(payment.expireTime)}</time>, Colombo time)</p>
${actionForms(payment)}`;
}

function detailsBlock(payment: PaymentRow): Markup {
  const rows: Array<[string, string | null]> = [
    ["Payment number", payment.paymentNo],
    ["Order reference", payment.merchantTradeNo],
    ["Wallet provider", payment.provider],
    ["Provider payment id", payment.payId],
  ];
  const items = (payment.goods as Array<{ name?: string }>).map((g) => g.name).filter(Boolean);
  if (items.length > 0) rows.push(["Items", items.join(", ")]);
  const list = rows
    .filter((row): row is [string, string] => row[1] !== null && row[1] !== "")
    .map(([term, value]) => html`<dt>${term}</dt><dd>${value}</dd>`);
  return html`<h2>Details</h2><dl>${list}</dl>`;
}

async function renderCheckout(services: Services, payment: PaymentRow, refusal: string | undefined) {
  const merchantName = await merchantDisplayName(services.db, payment.merchantId);
  const view = STATUS_VIEW[payment.status] ?? { label: payment.status, tone: "" };
  const open = isOpenStatus(payment.status);
  const rejected =
    refusal === "rejected"
      ? html`<p class="error" role="alert">That action is not available for this payment any more.</p>`
      : "";
  const body = html`<div class="card">
<p class="muted">Payment to <strong>${merchantName}</strong></p>
<h1>Checkout</h1>
${amountBlock(payment)}
<p>Status: <span class="status ${view.tone}" role="status">${view.label}</span></p>
${rejected}
${open ? await openBlock(payment, services.clock.now()) : html`<p><strong>${view.outcome ?? ""}</strong></p>`}
${detailsBlock(payment)}
</div>`;
  return page(`Pay ${merchantName}`, body, open ? [CHECKOUT_SCRIPT_PATH] : []);
}

function notFoundPage(c: Context) {
  return c.html(notice("Payment not found", "Check the link you were given."), 404);
}

/** Hosted checkout (docs/service-rules.md §5): the QR code, the amount and buttons that play the customer. */
export const registerPaymentPages: RouteRegistrar = (app, services) => {
  app.get("/checkout/:id", async (c) => {
    const payment = await findPaymentFresh(services, c.req.param("id"));
    if (!payment) return notFoundPage(c);
    return c.html(await renderCheckout(services, payment, c.req.query("notice")));
  });

  app.post("/checkout/:id/:action", async (c) => {
    const id = c.req.param("id");
    const target = ACTIONS[c.req.param("action")];
    if (!target) return notFoundPage(c);
    const back = `/checkout/${encodeURIComponent(id)}`;
    try {
      await transitionPayment(services, id, target);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 404) return notFoundPage(c);
      return c.redirect(`${back}?notice=rejected`, 303);
    }
    return c.redirect(back, 303);
  });
};

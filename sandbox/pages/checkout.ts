import { eq } from "drizzle-orm";
import type { Context } from "hono";
import QRCode from "qrcode";
import { formatAmount, formatDateTime } from "@/lib/format";
import { merchants } from "../db/schema";
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
import { escapeHtml, page } from "./html";

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

function amountBlock(payment: PaymentRow): string {
  const usdt = formatAmount(payment.grossUsdt, "USDT");
  if (payment.originalCurrency !== "LKR" || payment.lkrGross === null) {
    return `<p class="amount">${escapeHtml(usdt)}</p>`;
  }
  const rate = payment.exchangeRate === null ? "" : ` at ${escapeHtml(payment.exchangeRate)} LKR per USDT`;
  return `<p class="amount">${escapeHtml(formatAmount(payment.lkrGross, "LKR"))}</p>
<p class="muted">Charged as ${escapeHtml(usdt)}${rate}</p>`;
}

function actionForms(payment: PaymentRow): string {
  const action = (path: string, label: string, tone: string) =>
    `<form method="post" action="/checkout/${escapeHtml(payment.id)}/${path}"><button type="submit" class="${tone}">${escapeHtml(label)}</button></form>`;
  const forms = [
    action("pay", `Pay ${formatAmount(payment.grossUsdt, "USDT")}`, "primary"),
    action("fail", "Make the payment fail", "danger"),
  ];
  if (payment.provider === USER_REVIEW_PROVIDER && payment.status === "INITIATED") {
    forms.push(action("open-in-wallet", "Open in wallet app", "secondary"));
  }
  return `<h2>Simulate the customer</h2>\n${forms.join("\n")}`;
}

async function openBlock(payment: PaymentRow, now: Date): Promise<string> {
  const qr = await QRCode.toString(payment.qrContent, { type: "svg", margin: 1 });
  const seconds = Math.max(0, Math.ceil((payment.expireTime.getTime() - now.getTime()) / 1000));
  return `<div class="qr" role="img" aria-label="QR code to scan with a wallet app">${qr}</div>
<p>Expires in <span id="countdown" data-seconds="${seconds}">${formatCountdown(seconds)}</span>
(at <time datetime="${payment.expireTime.toISOString()}">${escapeHtml(formatDateTime(payment.expireTime))}</time>, Colombo time)</p>
${actionForms(payment)}`;
}

function detailsBlock(payment: PaymentRow): string {
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
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("");
  return `<h2>Details</h2><dl>${list}</dl>`;
}

async function renderCheckout(services: Services, payment: PaymentRow, notice: string | undefined) {
  const [merchant] = await services.db
    .select({ name: merchants.name })
    .from(merchants)
    .where(eq(merchants.id, payment.merchantId));
  const merchantName = merchant?.name ?? "Merchant";
  const view = STATUS_VIEW[payment.status] ?? { label: payment.status, tone: "" };
  const open = isOpenStatus(payment.status);
  const body = `<div class="card">
<p class="muted">Payment to <strong>${escapeHtml(merchantName)}</strong></p>
<h1>Checkout</h1>
${amountBlock(payment)}
<p>Status: <span class="status ${view.tone}" role="status">${escapeHtml(view.label)}</span></p>
${notice === "rejected" ? '<p class="error" role="alert">That action is not available for this payment any more.</p>' : ""}
${open ? await openBlock(payment, services.clock.now()) : `<p><strong>${escapeHtml(view.outcome ?? "")}</strong></p>`}
${detailsBlock(payment)}
</div>`;
  return page(`Pay ${merchantName}`, body, open ? [CHECKOUT_SCRIPT_PATH] : []);
}

function notFoundPage(c: Context) {
  const body = `<div class="card"><h1>Payment not found</h1><p>Check the link you were given.</p></div>`;
  return c.html(page("Payment not found", body), 404);
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

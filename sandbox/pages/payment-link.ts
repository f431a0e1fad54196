import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { html } from "hono/html";
import { formatAmount } from "@/lib/format";
import { merchants, paymentLinks } from "../db/schema";
import { acceptsPayments } from "../domain/payment-links/availability";
import {
  billingFields,
  type CheckoutErrors,
  type CheckoutField,
  parseCheckoutForm,
} from "../domain/payment-links/checkout-form";
import { linkCurrency, type PaymentLinkRow } from "../domain/payment-links/wire";
import { insertPayment } from "../domain/payments/create";
import { readForm } from "../http/body";
import { ApiError } from "../http/errors";
import type { RouteRegistrar } from "../http/types";
import type { Services } from "../services";
import { type Markup, notice, page } from "./html";

// The hosted payment-link page (docs/service-rules.md §6): the customer picks amount and quantity, gives the
// billing details a payment needs, and is sent on to the payment's checkout page.

const PAYMENT_LIFETIME_MINUTES = 60;

type FormValues = Record<string, string>;

/** An input's attributes beyond id and name; every value is escaped, `true` writes a bare attribute. */
type InputAttributes = Record<string, string | number | boolean | undefined>;

function attributes(values: InputAttributes): Markup[] {
  return Object.entries(values).flatMap(([name, value]) =>
    value === undefined || value === false
      ? []
      : value === true
        ? [html` ${name}`]
        : [html` ${name}="${value}"`],
  );
}

function field(
  name: CheckoutField,
  label: string,
  input: InputAttributes,
  options: { hint?: string; errors: CheckoutErrors },
): Markup {
  const error = options.errors[name];
  const describedBy = [options.hint ? `${name}-hint` : "", error ? `${name}-error` : ""]
    .filter(Boolean)
    .join(" ");
  const extra = attributes({
    ...input,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": error ? "true" : undefined,
  });
  return html`<label for="${name}">${label}</label>
${options.hint ? html`<p class="muted" id="${name}-hint">${options.hint}</p>` : ""}
<input id="${name}" name="${name}"${extra}>
${error ? html`<p class="error" id="${name}-error">${error}</p>` : ""}`;
}

function renderForm(
  link: PaymentLinkRow,
  values: FormValues,
  errors: CheckoutErrors,
  formError?: string,
): Markup {
  const currency = linkCurrency(link);
  const parts: Markup[] = [];

  if (link.allowCustomAmount) {
    const min = link.minAmount === null ? "" : formatAmount(link.minAmount, currency);
    const max = link.maxAmount === null ? "" : formatAmount(link.maxAmount, currency);
    const hint = `Between ${min} and ${max}`;
    parts.push(
      field(
        "amount",
        `Amount (${currency})`,
        { type: "text", inputmode: "decimal", required: true, value: values.amount ?? "" },
        { hint, errors },
      ),
    );
  }
  if (link.allowQuantityBuy) {
    const max = link.maxQuantity ?? 1;
    const quantity = values.quantity ?? "1";
    parts.push(
      field(
        "quantity",
        "Quantity",
        { type: "number", min: 1, max, step: 1, required: true, value: quantity },
        { hint: `From 1 to ${max}`, errors },
      ),
    );
  }
  parts.push(html`<h2>Your details</h2>`);
  for (const billing of billingFields) {
    const input = {
      type: billing.type,
      autocomplete: billing.autocomplete,
      required: true,
      value: values[billing.name] ?? "",
    };
    parts.push(field(billing.name, billing.label, input, { errors }));
  }

  const problems = Object.keys(errors).length > 0 || formError;
  const summary = problems
    ? html`<p class="error" role="alert">${formError ?? "Please correct the highlighted fields."}</p>`
    : "";
  const perItem = link.allowQuantityBuy ? html`<p class="muted">per item</p>` : "";
  const price =
    !link.allowCustomAmount && link.amount !== null
      ? html`<p class="amount">${formatAmount(link.amount, currency)}</p>${perItem}`
      : "";
  const body = html`<div class="card">
<h1>${link.name}</h1>
${link.description ? html`<p>${link.description}</p>` : ""}
${price}
<form method="post" novalidate>
${summary}
${parts.map((part) => html`${part}\n`)}
<button class="primary" type="submit">Continue to payment</button>
</form>
</div>`;
  return page(link.name, body);
}

function unavailable(c: Context, title: string, message: string, status: 404 | 410) {
  return c.html(notice(title, message), status);
}

/** Slugs are URL-safe base64; anything else names no link (and never reaches the database). */
const SLUG = /^[A-Za-z0-9_-]{1,64}$/;

/** The link behind the slug, if a customer may still pay through it. */
async function openLink(services: Services, slug: string) {
  if (!SLUG.test(slug)) return { state: "missing" as const };
  const [row] = await services.db
    .select({ link: paymentLinks, merchant: merchants })
    .from(paymentLinks)
    .innerJoin(merchants, eq(merchants.id, paymentLinks.merchantId))
    .where(eq(paymentLinks.slug, slug));
  if (!row) return { state: "missing" as const };
  const open = row.merchant.isActive && (await acceptsPayments(services.db, row.link, services.clock.now()));
  return open ? { state: "open" as const, ...row } : { state: "closed" as const };
}

function closedPage(c: Context, state: "missing" | "closed") {
  return state === "missing"
    ? unavailable(c, "Payment link not found", "Check the address of the link you were given.", 404)
    : unavailable(c, "This link is no longer available", "Ask the merchant for a new payment link.", 410);
}

export const registerPaymentLinkPages: RouteRegistrar = (app, services) => {
  app.get("/l/:slug", async (c) => {
    const found = await openLink(services, c.req.param("slug"));
    if (found.state !== "open") return closedPage(c, found.state);
    return c.html(renderForm(found.link, {}, {}));
  });

  app.post("/l/:slug", async (c) => {
    const found = await openLink(services, c.req.param("slug"));
    if (found.state !== "open") return closedPage(c, found.state);
    const { link, merchant } = found;
    const values = await readForm(c, services.config.SANDBOX_BODY_TIMEOUT_MS);
    const withNul = Object.keys(values).find((key) => `${key}${values[key]}`.includes("\u0000"));
    if (withNul !== undefined) {
      const formError = "The form holds a NUL character, which cannot be stored. Remove it and try again";
      return c.html(renderForm(link, {}, {}, formError), 400);
    }
    const parsed = parseCheckoutForm(link, values);
    if (!parsed.ok) return c.html(renderForm(link, values, parsed.errors), 400);

    try {
      const payment = await services.db.transaction((tx) =>
        insertPayment(tx, services, {
          merchant,
          amount: parsed.total,
          currency: linkCurrency(link),
          provider: "EXCHANGEA",
          goods: [{ name: link.name, description: link.description ?? link.name }],
          customerBilling: parsed.billing,
          branchId: link.branchId,
          merchantTradeNo: link.merchantTradeNo,
          webhookUrl: link.webhookUrl,
          expireTime: new Date(services.clock.now().getTime() + PAYMENT_LIFETIME_MINUTES * 60_000),
          paymentLinkId: link.id,
        }),
      );
      services.kickDispatcher();
      return c.redirect(`/checkout/${payment.id}`, 303);
    } catch (error) {
      // Business refusals (no exchange rate, an amount too small to charge) are shown on the form.
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      return c.html(renderForm(link, values, {}, `The payment could not be created: ${error.message}.`), 400);
    }
  });
};

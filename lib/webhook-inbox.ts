// The console's webhook inbox as its own routes answer it (GET /api/accounts/:id/webhook-inbox[/:eventId]).
// The server builds these from the webhook_inbox table; the browser reads them. Pure types and words only.

export type InboxConfirmation = "pending" | "confirmed" | "foreign";
export type InboxResourceKind = "payment" | "offramp" | "contract" | "test";

/** One stored event as a row of the inbox. */
export interface InboxItem {
  id: number;
  eventType: string;
  resourceKind: InboxResourceKind | null;
  /** Null for another merchant's event (withheld) and for events that name no resource. */
  resourceId: string | null;
  receivedAt: string;
  /** Every stored event passed the signature check; the receiver refuses the others. */
  verified: boolean;
  confirmation: InboxConfirmation;
  attempt: number | null;
  duplicates: number;
}

export interface InboxPage {
  items: InboxItem[];
  meta: { page: number; pageSize: number; totalItems: number; totalPages: number };
}

/** Why the body of an event is not shown. */
export type InboxWithheld = "foreign" | "pending";

export interface InboxEventDetail extends InboxItem {
  /** The raw body as delivered (its key order kept); null when withheld. */
  rawBody: string | null;
  withheld: InboxWithheld | null;
  confirmationNote: string | null;
  confirmedAt: string | null;
  resourceStatus: string | null;
  headers: {
    /** X-Webhook-Timestamp, Unix milliseconds. */
    timestamp: number;
    attempt: number | null;
    /** X-Webhook-Signature (base64); null for events stored before signatures were kept. */
    signature: string | null;
  };
}

/** Event types a person can filter by, in the order the inbox offers them. */
export const INBOX_EVENT_TYPES = [
  "payment.initiated",
  "payment.user_review",
  "payment.paid",
  "payment.expired",
  "payment.failed",
  "payment.completed",
  "contract.signed",
  "contract.terminated",
  "contract.expired",
  "webhook.test",
  "unknown",
] as const;

export const INBOX_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_INBOX_PAGE_SIZE = 20;

export const confirmationLabels: Record<InboxConfirmation, string> = {
  confirmed: "Confirmed",
  pending: "Not yet confirmed",
  foreign: "Another merchant's",
};

export const withheldReasons: Record<InboxWithheld, string> = {
  foreign:
    "The service signs every merchant's webhooks with one key. This event names a resource this account's key cannot read, so it belongs to another merchant: its resource and body are not shown.",
  pending:
    "The console has not yet read this event's resource back with the account's own key. Its body is shown once it is confirmed as this account's.",
};

/** "payment.paid" → "Payment paid"; a person reads the event's name, not its code. */
export function eventTypeLabel(type: string): string {
  if (type === "webhook.test") return "Test webhook";
  if (type === "unknown") return "Unrecognised event";
  const [resource = type, action = ""] = type.split(".");
  const words = `${resource} ${action.replaceAll("_", " ")}`.trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

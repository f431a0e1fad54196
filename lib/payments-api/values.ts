// The API's closed sets of values, as plain lists. The contract's schemas are built from them, and code that
// runs in the browser (filters, status badges, pickers) reads them here without loading the schemas.

export const currencies = ["USDT", "LKR"] as const;
export const paymentProviders = ["EXCHANGEA", "EXCHANGEB"] as const;
export const paymentStatuses = ["INITIATED", "USER_REVIEW", "PAID", "EXPIRED", "FAILED"] as const;
export const paymentLinkStatuses = ["ACTIVE", "INACTIVE", "EXPIRED"] as const;
export const directDebitProviders = ["EXCHANGEA_PAY", "EXCHANGEB_PAY", "EXCHANGEC_PAY"] as const;
export const contractStatuses = ["INITIATED", "SIGNED", "TERMINATED", "EXPIRED"] as const;
export const offrampStatuses = ["PENDING", "PROCESSING", "COMPLETED", "FAILED"] as const;
export const ledgerEntryTypes = ["CREDIT", "DEBIT", "REFUND"] as const;
export const withdrawalStatuses = ["PENDING", "APPROVED", "REJECTED", "CANCELLED"] as const;
export const sortOrders = ["asc", "desc"] as const;

import { numeric, timestamp } from "drizzle-orm/pg-core";

// Money is numeric: USDT (20,6), LKR (20,2), rates (20,6). Drizzle hands numerics back as strings.
export const usdt = (name: string) => numeric(name, { precision: 20, scale: 6 });
export const lkr = (name: string) => numeric(name, { precision: 20, scale: 2 });
export const rate = (name: string) => numeric(name, { precision: 20, scale: 6 });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
export const createdAt = () => ts("created_at").notNull().defaultNow();

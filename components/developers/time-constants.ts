export { COLOMBO_TZ } from "@/lib/dates";
export { LOCALE } from "@/lib/format";

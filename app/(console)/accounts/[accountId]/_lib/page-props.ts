import type { SearchParams } from "nuqs/server";

/** What Next gives a page of an account: its address's parameters (the account and, `K`, a record's id). */
export type AccountPageProps<K extends string = never> = {
  params: Promise<{ accountId: string } & Record<K, string>>;
  searchParams: Promise<SearchParams>;
};

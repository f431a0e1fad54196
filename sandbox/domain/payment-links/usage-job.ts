import { sql } from "drizzle-orm";
import type { Job } from "../../services";

/**
 * Keeps `used_count` equal to the number of PAID payments made from each link, and closes a
 * single-use link once one of its payments is PAID (docs/service-rules.md §6). The count is recomputed, not
 * incremented, and rows already in step are left alone, so repeated or overlapping runs are harmless.
 */
export const syncPaymentLinkUsage: Job = async (services) => {
  const now = services.clock.now().toISOString();
  await services.db.execute(sql`
    update payment_links as link
    set used_count = paid.count,
        status = case when not link.reusable and link.status = 'ACTIVE' then 'INACTIVE' else link.status end,
        updated_at = ${now}::timestamptz
    from (
      select payment_link_id, count(*)::int as count
      from payments
      where payment_link_id is not null and status = 'PAID'
      group by payment_link_id
    ) as paid
    where link.id = paid.payment_link_id
      and (link.used_count <> paid.count or (not link.reusable and link.status = 'ACTIVE'))
  `);
};

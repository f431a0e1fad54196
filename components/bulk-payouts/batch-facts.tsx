import { DateCell } from "@/components/date-cell";
import { DetailCard } from "@/components/detail/detail-card";
import type { DetailItem } from "@/components/detail/detail-list";
import { formatLkr, formatUsdtExact } from "@/components/offramp/format";
import type { BatchView } from "@/lib/bulk-payouts/batch";
import { rowsWord } from "@/lib/bulk-payouts/batch-progress";

/** A member since removed still took the step. */
const nameOf = (person: { name: string } | null) => person?.name ?? "A former member";

function When({ person, at }: { person: { name: string } | null; at: string }) {
  return (
    <span className="grid">
      <span>{nameOf(person)}</span>
      <DateCell value={at} layout="stacked" className="text-xs" />
    </span>
  );
}

function items(batch: BatchView): DetailItem[] {
  const list: DetailItem[] = [
    { label: "File", value: <span className="break-all">{batch.fileName}</span> },
    { label: "Rows", value: rowsWord(batch.rowCount) },
    { label: "Started by", value: <When person={batch.createdBy} at={batch.createdAt} /> },
    { label: "Total", value: formatUsdtExact(batch.totalUsdt) },
    { label: "Indicative total in LKR", value: `about ${formatLkr(batch.indicativeLkr)}` },
    { label: "Sent so far", value: formatLkr(batch.sentLkr) },
  ];
  if (batch.decidedAt) {
    list.push({
      label: batch.status === "rejected" ? "Rejected by" : "Approved by",
      value: <When person={batch.decidedBy} at={batch.decidedAt} />,
    });
  }
  if (batch.rejectReason) list.push({ label: "Why it was rejected", value: batch.rejectReason, wide: true });
  if (batch.cancelledAt) {
    list.push({ label: "Cancelled by", value: <When person={batch.cancelledBy} at={batch.cancelledAt} /> });
  }
  if (batch.finishedAt) {
    list.push({ label: "Finished", value: <DateCell value={batch.finishedAt} layout="stacked" /> });
  }
  return list;
}

/** What the batch is: its file, who started it and when, what it pays and has sent, who decided on it. */
export const BatchFacts = ({ batch }: { batch: BatchView }) => (
  <DetailCard title="Details" items={items(batch)} />
);

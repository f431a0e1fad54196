import { ReportPageSkeleton } from "@/components/reports/report-page-skeleton";

export default function Loading() {
  return <ReportPageSkeleton label="Loading the float ledger" cards={7} />;
}

import { ReportPageSkeleton } from "@/components/reports/report-page-skeleton";

export default function Loading() {
  return <ReportPageSkeleton label="Loading settlement requests" cards={5} />;
}

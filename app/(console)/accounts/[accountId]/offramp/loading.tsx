import { ReportPageSkeleton } from "@/components/reports/report-page-skeleton";

export default function Loading() {
  return <ReportPageSkeleton label="Loading the offramp report" cards={6} />;
}

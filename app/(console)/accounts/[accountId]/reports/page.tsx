import { redirect } from "next/navigation";

type Props = { params: Promise<{ accountId: string }> };

// GET /accounts/:accountId/reports – the float ledger is the reports section's page (the offramp report
// lives on the offramp page, which links here).
export default async function ReportsPage({ params }: Props) {
  const { accountId } = await params;
  redirect(`/accounts/${encodeURIComponent(accountId)}/reports/ledger`);
}

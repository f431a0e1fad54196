// The world of the report routes' tests (exports and charts of offramps and the float ledger): a sandbox with
// the report dataset (sandbox/domain/offramp/report-dataset.ts), a console database, and a member of the
// aggregator's account signed in.
import {
  buildReportDataset,
  REPORT_SANDBOX_ENV,
  type ReportDataset,
} from "@/sandbox/domain/offramp/report-dataset";
import { startTestSandbox, type TestSandbox } from "@/sandbox/testing/harness";
import { type ConsoleFixture, createConsoleFixture } from "@/server/accounts/testing/console-fixture";
import { type RouteMember, routeMember } from "@/server/bff/testing/route-member";

export interface ReportRoutesWorld {
  sandbox: TestSandbox;
  fx: ConsoleFixture;
  data: ReportDataset;
  member: RouteMember;
  close(): Promise<void>;
}

export async function reportRoutesWorld(database: string): Promise<ReportRoutesWorld> {
  const [sandbox, fx] = await Promise.all([
    startTestSandbox({ env: REPORT_SANDBOX_ENV }),
    createConsoleFixture(database),
  ]);
  const data = await buildReportDataset(sandbox);
  const member = await routeMember(fx, sandbox, data.agg.merchant.apiKey, {
    name: "Lanka Remit",
    capabilities: ["AGGREGATOR"],
  });
  return {
    sandbox,
    fx,
    data,
    member,
    async close() {
      await member.close();
      await Promise.all([sandbox.close(), fx.close()]);
    },
  };
}

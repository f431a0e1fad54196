"use client";

import { CalendarPlus, TriangleAlert } from "lucide-react";
import { Amount } from "@/components/money/amount-cell";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import Link from "@/components/ui/link";
import { type ChargeSchedule, everyInWords } from "@/lib/charge-schedules";
import { formatCount } from "@/lib/format";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { scheduleContractHref } from "../hrefs";
import { ScheduleActions } from "./schedule-actions";
import { dayWords, endWords } from "./schedule-words";

/** The server's reasons are sentences; one without its full stop gets it. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Where a schedule stands: its next date while live, why it stopped otherwise. */
function ScheduleWhen({ schedule }: { schedule: ChargeSchedule }) {
  const made =
    schedule.dueCount > 0 ? ` · ${formatCount(schedule.dueCount, ["charge", "charges"])} so far` : "";
  if (schedule.state === "ended")
    return (
      <>
        {schedule.endedReason ? `Ended. ${sentence(schedule.endedReason)}` : "Ended: nothing more falls due."}
        {made}
      </>
    );
  if (schedule.state === "cancelled") return <>Cancelled{made}</>;
  if (schedule.state === "paused") return <>Paused: no charge falls due until it is resumed{made}</>;
  return (
    <>
      {schedule.nextDueDate ? `Next on ${dayWords(schedule.nextDueDate)}` : "Nothing more falls due"} ·{" "}
      {endWords(schedule)}
      {made}
    </>
  );
}

function ScheduleItem({
  accountId,
  schedule,
  canWrite,
  contractSigned,
}: {
  accountId: string;
  schedule: ChargeSchedule;
  canWrite: boolean;
  contractSigned: boolean;
}) {
  const live = schedule.state === "active" || schedule.state === "paused";
  const titleId = `schedule-${schedule.id}`;
  return (
    <li className="grid gap-2 rounded-lg border p-3" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-medium break-words">
          {schedule.productName}
        </h3>
        <StatusBadge kind="schedule" status={schedule.state} />
      </div>
      <p className="text-sm">
        <Amount value={schedule.amount} currency={schedule.currency} /> · {everyInWords(schedule.every)}
      </p>
      <p className="text-sm text-muted-foreground">
        <ScheduleWhen schedule={schedule} />
      </p>
      {live && !contractSigned ? (
        <p className="text-sm text-muted-foreground">
          The contract is no longer signed: the schedule ends by itself before its next charge, and nothing
          more is charged.
        </p>
      ) : null}
      {schedule.lastChargeFailed && live ? (
        <p className="flex items-center gap-1.5 text-sm text-destructive">
          <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
          Last charge failed after every retry.
        </p>
      ) : null}
      {canWrite ? <ScheduleActions accountId={accountId} schedule={schedule} /> : null}
    </li>
  );
}

/** The contract's schedules, live ones first, with what a person who may charge can do to each. */
export function SchedulesCard({
  accountId,
  contract,
  schedules,
  canWrite,
}: {
  accountId: string;
  contract: Contract;
  schedules: readonly ChargeSchedule[];
  canWrite: boolean;
}) {
  const live = (s: ChargeSchedule) => s.state === "active" || s.state === "paused";
  const ordered = [...schedules.filter(live), ...schedules.filter((s) => !live(s))];
  const canSchedule = canWrite && contract.status === "SIGNED";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Schedules</CardTitle>
        <CardDescription>
          Charges the console makes by itself, at midnight in Colombo on each due date. A failed charge is
          tried again after an hour, then after a day.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {ordered.length > 0 ? (
          <ul className="grid gap-3" aria-label="Schedules">
            {ordered.map((schedule) => (
              <ScheduleItem
                key={schedule.id}
                accountId={accountId}
                schedule={schedule}
                canWrite={canWrite}
                contractSigned={contract.status === "SIGNED"}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            {contract.status === "SIGNED"
              ? "No schedules yet: the contract is charged only when someone presses Charge."
              : "Charges can be scheduled once the customer has signed the contract."}
          </p>
        )}
        {canSchedule ? (
          <div>
            <Button asChild variant="outline" size="sm">
              <Link href={scheduleContractHref(accountId, contract.id)}>
                <CalendarPlus aria-hidden="true" />
                Schedule charges
              </Link>
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

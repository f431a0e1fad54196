"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";
import { toast } from "@/components/ui/toast";
import type { EditScheduleBody } from "@/lib/charge-schedules";
import { contractHref } from "../hrefs";
import { ScheduleForm, SchedulePage } from "./schedule-page";
import { editSchedule, useScheduleMutation } from "./schedule-queries";

/** The edit page of one schedule: amount, product and end, from the next charge on. */
export function EditSchedule({
  accountId,
  contractId,
  scheduleId,
}: {
  accountId: string;
  contractId: string;
  scheduleId: string;
}) {
  const router = useRouter();
  const edit = useScheduleMutation(accountId, (body: EditScheduleBody) =>
    editSchedule(accountId, scheduleId, body),
  );
  const back = contractHref(accountId, contractId);
  return (
    <SchedulePage accountId={accountId} contractId={contractId} title="Change the schedule">
      {(contract, charges) => {
        const schedule = charges.schedules.find((s) => s.id === scheduleId);
        if (!schedule || schedule.state === "cancelled" || schedule.state === "ended") {
          return (
            <EmptyState
              title={schedule ? "This schedule has stopped" : "Schedule not found"}
              description={
                schedule
                  ? "A cancelled or ended schedule cannot be changed. Schedule new charges from the contract instead."
                  : "This contract has no schedule with this id. It may have been made on another contract."
              }
              action={
                <Button asChild variant="outline" size="sm">
                  <Link href={back}>Back to the contract</Link>
                </Button>
              }
            />
          );
        }
        return (
          <ScheduleForm
            contract={contract}
            rate={charges.rate}
            schedule={schedule}
            onSubmit={async (body) => {
              await edit.mutateAsync(body);
              toast.success("Schedule changed", { description: "From the next charge on." });
              router.push(back);
            }}
            onCancel={() => router.push(back)}
          />
        );
      }}
    </SchedulePage>
  );
}

"use client";

import { Pause, Pencil, Play, XCircle } from "lucide-react";
import { failureWords, toastFailure } from "@/components/forms/toast-failure";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import Link from "@/components/ui/link";
import { toast } from "@/components/ui/toast";
import { type ChargeSchedule, everyInWords, type ScheduleAction } from "@/lib/charge-schedules";
import { formatAmount } from "@/lib/format";
import { editScheduleHref } from "../hrefs";
import { actOnSchedule, useScheduleMutation } from "./schedule-queries";

const DONE: Record<ScheduleAction, string> = {
  pause: "Schedule paused",
  resume: "Schedule resumed",
  cancel: "Schedule cancelled",
};

/** Pause or resume, edit, and cancel (after a confirmation) one live schedule. */
export function ScheduleActions({ accountId, schedule }: { accountId: string; schedule: ChargeSchedule }) {
  const act = useScheduleMutation(accountId, (action: ScheduleAction) =>
    actOnSchedule(accountId, schedule.id, action),
  );
  const name = `“${schedule.productName}”`;
  async function run(action: "pause" | "resume") {
    try {
      await act.mutateAsync(action);
      toast.success(DONE[action], { description: schedule.productName });
    } catch (error) {
      toastFailure(
        action === "pause" ? "The schedule was not paused" : "The schedule was not resumed",
        error,
      );
    }
  }
  if (schedule.state !== "active" && schedule.state !== "paused") return null;
  const amount = formatAmount(schedule.amount, schedule.currency);
  return (
    <div className="flex flex-wrap gap-2">
      {schedule.state === "active" ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => run("pause")}
          loading={act.isPending && act.variables === "pause"}
          aria-label={`Pause ${name}`}
        >
          <Pause aria-hidden="true" />
          Pause
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          onClick={() => run("resume")}
          loading={act.isPending && act.variables === "resume"}
          aria-label={`Resume ${name}`}
        >
          <Play aria-hidden="true" />
          Resume
        </Button>
      )}
      <Button asChild variant="outline" size="sm">
        <Link
          href={editScheduleHref(accountId, schedule.contractId, schedule.id)}
          aria-label={`Edit ${name}`}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Link>
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" aria-label={`Cancel ${name}`}>
            <XCircle aria-hidden="true" />
            Cancel
          </Button>
        }
        title="Cancel this schedule?"
        description={`No more charges of ${amount} ${everyInWords(schedule.every).toLowerCase()} for ${name}. Charges already made are kept. A cancelled schedule cannot be resumed; schedule new charges instead.`}
        confirmLabel="Cancel schedule"
        cancelLabel="Keep it"
        pendingLabel="Cancelling…"
        onConfirm={async () => {
          try {
            await act.mutateAsync("cancel");
            toast.success(DONE.cancel, { description: schedule.productName });
          } catch (error) {
            return {
              error: await failureWords(error, "The schedule was not cancelled. Try again in a moment."),
            };
          }
        }}
      />
    </div>
  );
}

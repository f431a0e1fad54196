"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import type { CreateScheduleBody } from "@/lib/charge-schedules";
import { contractHref } from "../hrefs";
import { NotChargeable } from "../not-chargeable";
import { ScheduleForm, SchedulePage } from "./schedule-page";
import { createSchedule, useScheduleMutation } from "./schedule-queries";

/** The "Schedule charges" page of a signed contract; back to the contract once made. */
export function ScheduleContract({ accountId, contractId }: { accountId: string; contractId: string }) {
  const router = useRouter();
  const create = useScheduleMutation(accountId, (body: CreateScheduleBody) =>
    createSchedule(accountId, body),
  );
  const back = contractHref(accountId, contractId);
  return (
    <SchedulePage accountId={accountId} contractId={contractId} title="Schedule charges">
      {(contract, charges) =>
        contract.status === "SIGNED" ? (
          <ScheduleForm
            contract={contract}
            rate={charges.rate}
            onSubmit={async (body) => {
              const schedule = await create.mutateAsync(body as CreateScheduleBody);
              toast.success("Charges scheduled", { description: schedule.productName });
              router.push(back);
            }}
            onCancel={() => router.push(back)}
          />
        ) : (
          <NotChargeable status={contract.status} back={back} />
        )
      }
    </SchedulePage>
  );
}

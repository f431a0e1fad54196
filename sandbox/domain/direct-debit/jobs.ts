import type { Job } from "../../services";
import { autoPayDirectDebitPayments } from "./auto-pay";
import { expireDueContracts } from "./signing";

export const directDebitJobs: Job[] = [
  async (services) => {
    await expireDueContracts(services);
  },
  async (services) => {
    await autoPayDirectDebitPayments(services);
  },
];

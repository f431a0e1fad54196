import { wordedZodResolver } from "@/components/forms/worded-zod-resolver";
import { runwayThresholdFormSchema } from "@/lib/float-threshold";

// The runway threshold form's checks: the schema the server action checks again (zod). The form loads this
// module when it is first focused or checked (components/forms/lazy-checks.ts), not with its page.

export const runwayThresholdResolver = wordedZodResolver(runwayThresholdFormSchema);

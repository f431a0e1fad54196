import { formResolver } from "@/components/forms/form-resolver";
import { runwayThresholdFormSchema } from "@/lib/float-threshold";

// The runway threshold form's checks: the schema the server action checks again (zod). The form loads this
// module when it is first focused or checked (components/forms/lazy-checks.ts), not with its page.

export const runwayThresholdResolver = formResolver(runwayThresholdFormSchema);

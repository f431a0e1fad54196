// GET|POST|PATCH|DELETE /api/accounts/:accountId/v1/* – a payments-API operation, signed with the account's key
import { createForwarder } from "@/server/bff/forwarder";

export const { GET, POST, PATCH, DELETE } = createForwarder();

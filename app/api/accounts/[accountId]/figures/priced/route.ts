// GET /api/accounts/:accountId/figures/priced?ids= – the LKR amounts of payments priced in LKR, from the payment index
import { pricedHandler } from "@/server/index/priced-handler";

export const dynamic = "force-dynamic";

export const GET = pricedHandler();

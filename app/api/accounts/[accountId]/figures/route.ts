// GET /api/accounts/:accountId/figures – the overview's payment figures from the payment index
import { figuresHandler } from "@/server/index/figures-handler";

export const dynamic = "force-dynamic";

export const GET = figuresHandler();

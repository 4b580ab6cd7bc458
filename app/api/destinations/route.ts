// GET /api/destinations – destinations with their published listing counts
import { handler } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { cachedDestinations } from "@/lib/server/catalog/cached-reads";

export const GET = handler(async () => json(await cachedDestinations()));

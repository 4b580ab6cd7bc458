// GET /api/destinations – destinations with their published listing counts
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { listDestinations } from "@/lib/server/catalog/list-destinations";

export const GET = handler(async () => json(await listDestinations(getDb())));

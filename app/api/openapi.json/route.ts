// GET /api/openapi.json – this API's OpenAPI 3.1 document, generated from the handlers' zod schemas
import { NextResponse } from "next/server";
import { handler } from "@/lib/api/handler";
import { openApiDocument } from "@/lib/openapi/document";

export const GET = handler(async () =>
  NextResponse.json(openApiDocument(), {
    headers: { "Cache-Control": "public, max-age=3600" },
  }),
);

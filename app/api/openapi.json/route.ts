// GET /api/openapi.json – this API's OpenAPI 3.1 document, generated from the handlers' zod schemas
import { NextResponse } from "next/server";
import { handler } from "@/lib/api/handler";
import { routeMethods } from "@/lib/api/route-methods";
import { openApiDocument } from "@/lib/openapi/document";

const get = handler(async () =>
  NextResponse.json(openApiDocument(), {
    headers: { "Cache-Control": "public, max-age=3600" },
  }),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });

// GET /api/openapi.json – this API's OpenAPI 3.1 document, built from the route declarations
import { NextResponse } from "next/server";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { openApiDocument } from "@/lib/openapi/document";
import { openApiDocumentShape } from "@/lib/openapi/responses/platform";
import { ROUTE_FILES } from "../route-files";

const get = route(
  {
    auth: "public",
    tag: "Platform",
    summary: "This OpenAPI document",
    description: "Also readable at /docs/api.",
    responses: { 200: { description: "The OpenAPI 3.1 document", schema: openApiDocumentShape } },
  },
  async () =>
    NextResponse.json(openApiDocument(ROUTE_FILES), {
      headers: { "Cache-Control": "public, max-age=3600" },
    }),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });

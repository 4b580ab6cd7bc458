import type { Operation } from "../operation";
import { dataOf } from "../responses/common";
import { health, maintenanceReport, openApiDocumentShape } from "../responses/platform";

export const platformOperations: Operation[] = [
  {
    method: "get",
    path: "/api/health",
    tag: "Platform",
    summary: "Health",
    description:
      "For load balancers: not rate-limited. 503 when the database does not answer within two seconds.",
    access: "public",
    replies: { 200: { description: "Up, database included", schema: dataOf(health) } },
    errors: ["SERVICE_UNAVAILABLE"],
  },
  {
    method: "post",
    path: "/api/cron/maintenance",
    tag: "Platform",
    summary: "Run the scheduled job",
    description:
      "Releases expired holds, completes finished stays, retries refunds and delivers due e-mail. Runs by itself every few minutes inside npm start.",
    access: "cron",
    replies: { 200: { description: "What the run did", schema: dataOf(maintenanceReport) } },
  },
  {
    method: "get",
    path: "/api/openapi.json",
    tag: "Platform",
    summary: "This OpenAPI document",
    description: "Also readable at /docs/api.",
    access: "public",
    replies: { 200: { description: "The OpenAPI 3.1 document", schema: openApiDocumentShape } },
  },
];

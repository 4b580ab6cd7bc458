// Any /api path no route matches: a JSON 404, never an HTML page
import { errorJson } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";

const notFound = handler<{ path: string[] }>(async () =>
  errorJson("NOT_FOUND", "No such API endpoint"),
);

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const HEAD = notFound;
export const OPTIONS = notFound;

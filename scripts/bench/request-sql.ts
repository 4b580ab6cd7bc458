// The SQL one request runs: the request goes through its real route handler (found in
// app/api/route-files.ts), in this process, on a connection that records every statement.
import { NextRequest } from "next/server";
import { ROUTE_FILES } from "../../app/api/route-files";
import { type Connection, closeConnection } from "../../db/client";
import { capturingClient, drizzleOn, type Statement } from "./capture-sql";

export interface BenchRequest {
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

/** The route file serving `pathname` and its path parameters, as Next.js would pick them. */
function routeOf(pathname: string, method: string) {
  const segments = pathname.split("/");
  for (const { route, module } of ROUTE_FILES) {
    const pattern = route.split("/");
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i] ?? "";
      if (part.startsWith("[")) params[part.slice(1, -1)] = decodeURIComponent(segment);
      return part.startsWith("[") || part === segment;
    });
    const handler = (module as Record<string, unknown>)[method];
    if (matches && typeof handler === "function") return { handler: handler as Handler, params };
  }
  throw new Error(`no route file serves ${method} ${pathname}`);
}

async function send(request: BenchRequest): Promise<void> {
  const url = new URL(request.path, "http://127.0.0.1");
  const { handler, params } = routeOf(url.pathname, request.method);
  const response = await handler(
    new NextRequest(url, {
      method: request.method,
      headers: { "content-type": "application/json", ...request.headers },
      body: request.body,
    }),
    { params: Promise.resolve(params) },
  );
  if (!response.ok) {
    throw new Error(`${request.path} answered ${response.status}: ${await response.text()}`);
  }
}

/**
 * The statements (text and parameters) a warm server sends for `request`, in order: `warmUp`
 * (by default the same request) is sent first and its statements dropped, so what the app
 * remembers between requests (the admin figures, catalogue reads, statements prepared on the
 * connection) is not counted. A write, which cannot be sent twice, is warmed up by another.
 * Throws unless both answer 2xx.
 */
export async function statementsOf(
  databaseUrl: string,
  request: BenchRequest,
  warmUp: BenchRequest = request,
): Promise<Statement[]> {
  const log: Statement[] = [];
  const client = capturingClient(databaseUrl, log);
  const connection: Connection = {
    db: drizzleOn(client),
    driver: "postgres",
    databaseUrl,
    close: () => client.end(),
  };
  await closeConnection();
  // The process-wide connection getDb() returns (db/client.ts).
  Object.assign(globalThis, { [Symbol.for("akwaaba.connection")]: connection });
  try {
    await send(warmUp);
    log.length = 0;
    await send(request);
    return [...log];
  } finally {
    await closeConnection();
  }
}

// A tiny HTTP server on 127.0.0.1 for provider stubs: records every request, hands it to a
// router, and can leave a request hanging (to test client timeouts).
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON when the body is JSON, else the raw text ("" when empty). */
  body: unknown;
}

export type StubReply = { status?: number; body?: unknown; raw?: string } | "hang";

export interface StubServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

function parse(text: string): unknown {
  if (!text) return "";
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startStubServer(
  route: (request: RecordedRequest) => StubReply | Promise<StubReply>,
): Promise<StubServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", async () => {
      const request: RecordedRequest = {
        method: incoming.method ?? "GET",
        path: incoming.url ?? "/",
        headers: incoming.headers,
        body: parse(Buffer.concat(chunks).toString("utf8")),
      };
      requests.push(request);
      let reply: StubReply;
      try {
        reply = await route(request);
      } catch (error) {
        reply = { status: 500, body: { message: String(error) } };
      }
      if (reply === "hang") return;
      const text = reply.raw ?? JSON.stringify(reply.body ?? {});
      outgoing.writeHead(reply.status ?? 200, {
        "content-type": reply.raw === undefined ? "application/json" : "text/plain",
      });
      outgoing.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

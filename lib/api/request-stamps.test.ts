import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import {
  clientOf,
  clientOfConnection,
  clientStampHeader,
  unroutableMethodOf,
  unroutableMethodStampHeader,
} from "./request-stamps";

function arriving(
  headers: Record<string, string>,
  socket: { remoteAddress?: string; encrypted?: boolean } = { remoteAddress: "192.0.2.10" },
) {
  return { headers, socket } as unknown as IncomingMessage;
}

describe("clientOfConnection", () => {
  it.each([
    ["no proxy: the socket's peer", {}, false, "192.0.2.10", false],
    [
      "no proxy: a client's X-Forwarded-For is ignored",
      { "x-forwarded-for": "203.0.113.7" },
      false,
      "192.0.2.10",
      false,
    ],
    [
      "no proxy: a client's X-Forwarded-Proto is ignored",
      { "x-forwarded-proto": "https" },
      false,
      "192.0.2.10",
      false,
    ],
    [
      "trusted proxy: the last X-Forwarded-For entry",
      { "x-forwarded-for": "198.51.100.66, 203.0.113.7" },
      true,
      "203.0.113.7",
      false,
    ],
    [
      "trusted proxy: spaces and IPv6",
      { "x-forwarded-for": "10.0.0.2 , 2001:db8::1 " },
      true,
      "2001:db8::1",
      false,
    ],
    [
      "trusted proxy: its protocol",
      { "x-forwarded-for": "203.0.113.7", "x-forwarded-proto": "http, https" },
      true,
      "203.0.113.7",
      true,
    ],
    ["trusted proxy, no header: the peer", { "x-forwarded-for": "" }, true, "192.0.2.10", false],
  ])("%s", (_case, headers, trustProxy, address, https) => {
    expect(clientOfConnection(arriving(headers), trustProxy)).toEqual({ address, https });
  });

  it("knows a TLS socket and a socket without an address", () => {
    expect(clientOfConnection(arriving({}, { encrypted: true }), false)).toEqual({
      address: "unknown",
      https: true,
    });
  });
});

describe("clientOf", () => {
  it("reads the stamp this process wrote", () => {
    const client = { address: "203.0.113.7", https: true };
    expect(clientOf(new Headers(clientStampHeader(client)))).toEqual(client);
  });

  it.each([
    ["no stamp", {}],
    ["a forged key", { "x-akwaaba-client": "0123456789abcdef http 203.0.113.7" }],
    [
      "no address",
      {
        "x-akwaaba-client":
          clientStampHeader({ address: "", https: true })["x-akwaaba-client"]?.trim() ?? "",
      },
    ],
  ])("treats %s as the unknown client", (_case, headers) => {
    expect(clientOf(new Headers(headers))).toEqual({ address: "unknown", https: false });
  });
});

describe("unroutableMethodOf", () => {
  it("reads the method the gate stamped, and nothing a client forged", () => {
    expect(unroutableMethodOf(new Headers(unroutableMethodStampHeader("TRACE")))).toBe("TRACE");
    expect(
      unroutableMethodOf(new Headers({ "x-akwaaba-unroutable-method": "0000 TRACE" })),
    ).toBeNull();
    expect(unroutableMethodOf(new Headers())).toBeNull();
  });
});

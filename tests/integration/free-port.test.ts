// The port a test server is started on (tests/helpers/processes.ts) cannot be taken by an
// outgoing connection between the pick and the server's listen.
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { ephemeralPortRange, freePort } from "../helpers/processes";

describe("a free port for a test server", () => {
  it("is below the kernel's ephemeral range, and free", async () => {
    const [low] = ephemeralPortRange();
    for (let pick = 0; pick < 20; pick++) {
      const port = await freePort();
      expect(port).toBeGreaterThanOrEqual(1024);
      expect(port).toBeLessThan(low);
      const server = createServer();
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", resolve);
      });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

/** The embedded target: one sandbox per suite, each on a manual clock that starts now unless CLOCK_STARTS names it. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLOCK_STARTS, type EmbeddedTargets, startEmbedded } from "../../src/target/embedded.js";
import { probe, requestToken } from "../../src/target/probe.js";
import type { Connection } from "../../src/target/target.js";

/** What the connection's organisation's test clock reads, in epoch ms. */
async function clockOf(connection: Connection): Promise<number> {
  const token = await requestToken(connection);
  const response = await fetch(`${connection.shipperUrl}/_sandbox/clock`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { object: { kind: string; now: string } } };
  expect(data.object.kind).toBe("manual");
  return Date.parse(data.object.now.replace(/([+-]\d\d)(\d\d)$/, "$1:$2"));
}

describe("startEmbedded", () => {
  let embedded: EmbeddedTargets;
  let startedAt: number;
  beforeAll(async () => {
    startedAt = Date.now();
    embedded = await startEmbedded(["dated-rules", "pricing"]);
  });
  afterAll(async () => {
    await embedded?.close();
  });

  const connection = (suite: string): Connection => {
    const found = embedded.connections[suite];
    if (!found) throw new Error(`no embedded sandbox for ${suite}`);
    return found;
  };

  it("starts the dated-rules suite's clock before August 1, 2023 (its dated rule's before side)", async () => {
    expect(CLOCK_STARTS["dated-rules"]).toBe("2023-07-31T00:00:00Z");
    expect(await clockOf(connection("dated-rules"))).toBe(Date.UTC(2023, 6, 31));
    // Its second organisation's clock too: the whole sandbox starts then.
    expect(await clockOf({ ...connection("dated-rules"), ...connection("dated-rules").second })).toBe(
      Date.UTC(2023, 6, 31),
    );
  });

  it("starts any other suite's clock at the current time", async () => {
    expect(Object.hasOwn(CLOCK_STARTS, "pricing")).toBe(false);
    const now = await clockOf(connection("pricing"));
    expect(now).toBeGreaterThanOrEqual(startedAt);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it("a sandbox clock in 2023 gives tokens and probes as a sandbox with a test clock", async () => {
    const target = await probe(connection("dated-rules"), { allowWrites: false });
    expect(target).toMatchObject({
      sandbox: true,
      clock: "manual",
      capabilities: { testHelpers: true, testClock: true, writes: true, pricing: true, secondClient: true },
    });
  });
});

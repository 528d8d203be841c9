import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SandboxHandle } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Call, createCall } from "../../src/harness/call.js";
import { CreatedObjects } from "../../src/harness/cleanup.js";
import { writeCleanup } from "../../src/harness/cleanup-outcome.js";
import { negotiationBody, orderBody, UNKNOWN_GUID } from "../../src/harness/fixtures.js";
import { cleanupLine, mergeCleanup } from "../../src/run/cleanup-report.js";
import { probe, requestToken } from "../../src/target/probe.js";
import { connectionTo, quietSandbox } from "../support/servers.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();
let sandbox: SandboxHandle;
let call: Call;

beforeAll(async () => {
  sandbox = await quietSandbox();
  const target = await probe(connectionTo(sandbox), { allowWrites: false });
  const token = await requestToken(target);
  call = createCall(target, () => token);
});

afterAll(async () => {
  await sandbox.close();
});

describe("cleanup of what a suite created", () => {
  it("undoes through the API where it can, lists the rest with the reason, and writes cleanup.json", async () => {
    const order = await call("createOrder", { body: orderBody() }).expectStatus(200).returns("data.object");
    const negotiation = await call("createPriceNegotiation", { body: negotiationBody({ order_guid: order.guid }) })
      .expectStatus(200)
      .returns("data.object");
    const created = new CreatedObjects();
    created.add({ kind: "order", guid: order.guid });
    const disable = (guid: string) => ({ operationId: "disablePriceNegotiation", path: { guid } });
    created.add({ kind: "price negotiation", guid: negotiation.guid, undo: disable(negotiation.guid) });
    created.add({ kind: "price negotiation", guid: UNKNOWN_GUID, undo: disable(UNKNOWN_GUID) });

    const outcome = await created.undo("price-negotiations", call);
    expect(outcome.undone.map((object) => object.guid)).toEqual([negotiation.guid]);
    expect(outcome.left).toEqual([
      expect.objectContaining({ guid: UNKNOWN_GUID, reason: "disablePriceNegotiation answered 404" }),
      expect.objectContaining({
        guid: order.guid,
        reason: "the spec has no operation that cancels or archives this order",
      }),
    ]);
    expect(created.size).toBe(0);
    await call("getPriceNegotiation", { path: { guid: negotiation.guid } })
      .expectStatus(200)
      .expectJson("data.object.enabled", false);

    const dir = tmp();
    writeCleanup(dir, outcome);
    const report = mergeCleanup(dir);
    expect(JSON.parse(readFileSync(join(dir, "cleanup.json"), "utf8"))).toEqual(report);
    expect(report?.undone).toBe(1);
    expect(cleanupLine(report as NonNullable<typeof report>)).toBe(
      "cleanup: 1 undone, 2 left on the target (1 price negotiation, 1 order; listed with their guids in cleanup.json)",
    );
  });

  it("a run that created nothing writes no cleanup report", () => {
    const dir = tmp();
    writeCleanup(dir, { suite: "auth", undone: [], left: [] });
    expect(mergeCleanup(dir)).toBeUndefined();
  });
});

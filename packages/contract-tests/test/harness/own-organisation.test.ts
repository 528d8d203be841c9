/** An organisation of its own per test: side by side when the target has further organisations, else in sequence. */
import type { SandboxHandle } from "@haulkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCall } from "../../src/harness/call.js";
import type { Suite } from "../../src/harness/contract.js";
import { orderBody } from "../../src/harness/fixtures.js";
import { ownOrganisations } from "../../src/harness/own-organisation.js";
import { createSend } from "../../src/harness/send.js";
import { type ProbedTarget, probe, requestToken } from "../../src/target/probe.js";
import type { ClientPair } from "../../src/target/target.js";
import { quietSandbox } from "../support/servers.js";

/** A suite of the target as a test file has one: its name, target and calls with its token. */
function suiteOf(target: ProbedTarget, token = ""): Suite {
  return {
    name: "own-organisation-test",
    target,
    call: createCall(target, () => token),
    send: createSend(target, () => token),
    token: () => token,
  } as Partial<Suite> as Suite;
}

/** A target known only by its further organisations (enough to choose how a block runs). */
const targetWith = (organisations?: ClientPair[]) => ({ organisations }) as ProbedTarget;

describe.concurrent("how a block of such tests runs", () => {
  ownOrganisations(suiteOf(targetWith([{ clientId: "a", clientSecret: "secret-a" }]))).describe("apart", () => {
    it("side by side, when the target has further organisations", ({ task }) => {
      expect(task.concurrent).toBe(true);
    });
  });
  for (const organisations of [undefined, []]) {
    ownOrganisations(suiteOf(targetWith(organisations))).describe(`with ${JSON.stringify(organisations)}`, () => {
      it("one after another, when it has none", ({ task }) => {
        expect(task.concurrent).toBeFalsy();
      });
    });
  }
});

describe("an organisation taken", () => {
  let sandbox: SandboxHandle;
  let target: ProbedTarget;
  let suite: Suite;
  const clients = ["suite", "own-1", "own-2"].map((clientId) => ({ clientId, clientSecret: `${clientId}-secret` }));

  beforeAll(async () => {
    sandbox = await quietSandbox({ clock: "manual", clients });
    const [main, ...organisations] = clients as [ClientPair, ...ClientPair[]];
    const connection = { shipperUrl: sandbox.url, ...main, pricing: undefined, organisations };
    target = await probe(connection, { allowWrites: false });
    suite = suiteOf(target, await requestToken(target));
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  const clockOf = (org: Suite): Promise<string> =>
    org.call("getSandboxClock").expectStatus(200).returns("data.object.now");
  const ordersOf = (org: Suite): Promise<{ guid: string }[]> =>
    org.call("listOrders").expectStatus(200).returns("data.objects");

  it("is another organisation each time, with a clock and orders of its own; then none is left", async () => {
    const organisations = ownOrganisations(suite);
    expect(organisations.apart).toBe(true);
    const first = await organisations.take();
    const second = await organisations.take();
    expect(new Set([suite.token(), first.token(), second.token()]).size, "distinct tokens").toBe(3);
    const before = await clockOf(suite);
    await first.call("advanceSandboxClock", { body: { seconds: 600 } }).expectStatus(200);
    expect(await clockOf(first)).not.toBe(before);
    expect(await clockOf(suite)).toBe(before);
    expect(await clockOf(second)).toBe(before);
    const order = await first.call("createOrder", { body: orderBody() }).expectStatus(200).returns("data.object");
    expect((await ordersOf(first)).map(({ guid }) => guid)).toEqual([order.guid]);
    expect(await ordersOf(second)).toEqual([]);
    expect(await ordersOf(suite)).toEqual([]);
    await expect(organisations.take()).rejects.toThrow(
      "suite own-organisation-test: more tests take an organisation of their own than the target's 2 (ORGANISATIONS_PER_TEST in src/target/embedded.ts)",
    );
  });

  it("renews its own token, which stays its organisation's", async () => {
    const org = await ownOrganisations(suite).take();
    const order = await org.call("createOrder", { body: orderBody() }).expectStatus(200).returns("data.object");
    const before = org.token();
    await org.renewToken();
    expect(org.token()).not.toBe(before);
    expect(org.token()).not.toBe(suite.token());
    expect((await ordersOf(org)).map(({ guid }) => guid)).toContain(order.guid);
  });

  it("is the suite itself when the target has no further organisation", async () => {
    const { organisations: _, ...without } = target;
    const plain = suiteOf(without, suite.token());
    const organisations = ownOrganisations(plain);
    expect(organisations.apart).toBe(false);
    expect(await organisations.take()).toBe(plain);
    expect(await organisations.take()).toBe(plain);
  });
});

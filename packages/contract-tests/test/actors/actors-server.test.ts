import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { ACTOR_FAILURE_PREFIX, actorFailure } from "../../src/actors/acting.js";
import { ACTION_NAMES } from "../../src/actors/actions.js";
import { type ActorsServer, startActorsServer } from "../../src/actors/actors-server.js";
import { answered } from "../../src/actors/define-actors.js";
import { type ActionTable, loadActors } from "../../src/actors/load-actors.js";
import { UsageError } from "../../src/cli/args.js";
import { failuresMarkdown, groupFailures } from "../../src/verdicts/failure-groups.js";

const GUID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const servers: ActorsServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(table: ActionTable) {
  const server = await startActorsServer(table);
  servers.push(server);
  return server;
}

describe("the actors server", () => {
  it("answers a helper's path by calling its action with the path, query, body and token", async () => {
    const seen: unknown[] = [];
    const server = await serve(
      new Map([
        [
          "carrier.pickUp",
          async (request) => {
            seen.push(request);
            return answered({ guid: request.path.order_guid });
          },
        ],
      ]),
    );
    const response = await fetch(`${server.url}/_sandbox/orders/${GUID}/carrier/pickup?x=1`, {
      method: "POST",
      headers: { authorization: "Bearer t0k", "content-type": "application/json" },
      body: JSON.stringify({ note: "n" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "success", data: { object: { guid: GUID } } });
    expect(seen).toEqual([
      { action: "carrier.pickUp", path: { order_guid: GUID }, query: { x: "1" }, body: { note: "n" }, token: "t0k" },
    ]);
    const unplayed = await fetch(`${server.url}/_sandbox/orders/${GUID}/carrier/delivery`, { method: "POST" });
    expect(unplayed.status).toBe(404);
  });

  it("an action that throws answers 502 ACTOR_FAILURE, which the harness names as the actor's failure", async () => {
    const server = await serve(
      new Map([
        [
          "insurer.issuePolicy",
          async () => {
            throw new Error("insurer portal down");
          },
        ],
      ]),
    );
    const response = await fetch(`${server.url}/_sandbox/orders/${GUID}/insurance/policies/${GUID}/issue`, {
      method: "POST",
    });
    expect(response.status).toBe(502);
    const failure = actorFailure(await response.text());
    expect(failure?.message).toBe(`${ACTOR_FAILURE_PREFIX}insurer.issuePolicy threw: insurer portal down`);
    expect(actorFailure('{"status":"fail","data":{"error_id":"NOT_FOUND"}}')).toBeUndefined();

    const record = { suite: "insurance", name: "t", state: "failed", errors: [failure?.message] } as never;
    const groups = groupFailures([record, { ...(record as object), name: "u" } as never]);
    expect(groups.map((group) => [group.cause, group.count])).toEqual([["actor failure: insurer.issuePolicy", 2]]);
    expect(failuresMarkdown(groups)).toContain("## Actor failures (2): an actor playing another party failed");
  });
});

describe("loading actors modules", () => {
  const dir = mkdtempSync(join(tmpdir(), "haulkit-actors-"));
  const define = JSON.stringify(fileURLToPath(new URL("../../src/actors/define-actors.ts", import.meta.url)));
  const write = (name: string, body: string) => {
    writeFileSync(join(dir, name), `import { defineActors, answered } from ${define};\n${body}`);
    return name;
  };
  const context = { shipperUrl: "http://127.0.0.1:9", actorsUrl: "http://127.0.0.1:8" };

  it("the sandbox module plays every action; a later module overrides an earlier one action by action", async () => {
    const first = write("first.mts", `export default defineActors({ carrier: { pickUp: async () => answered(1) } });`);
    const later = write(
      "later.mts",
      `export default defineActors(() => ({ carrier: { pickUp: async () => answered(2) }, driver: {} }));`,
    );
    expect([...(await loadActors(["sandbox"], context, dir)).keys()]).toEqual(ACTION_NAMES);
    const table = await loadActors(["sandbox", first, later], context, dir);
    expect(table.size).toBe(ACTION_NAMES.length);
    expect(await table.get("carrier.pickUp")?.({} as never)).toEqual(answered(2));
  });

  it("an unknown action or a module without a default export is a usage error naming it", async () => {
    const typo = write(
      "typo.mts",
      `export default defineActors({ carrier: { pickup: async () => answered(1) } } as never);`,
    );
    await expect(loadActors([typo], context, dir)).rejects.toThrow(
      new UsageError("actors module typo.mts: unknown action 'carrier.pickup'"),
    );
    const none = write("none.mts", "export const actors = defineActors({});");
    await expect(loadActors([none], context, dir)).rejects.toThrow(/has no default export/);
  });
});

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/cli/args.js";
import { formatResults, validatePaths } from "../../src/cli/validate.js";
import { runCli } from "../support/cli.js";
import { useTmpDirs } from "../support/tmp.js";

const SAMPLES = fileURLToPath(new URL("../../../../spec/samples/webhooks", import.meta.url));
const tmp = useTmpDirs();

function file(dir: string, name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

describe("validate captured JSON", () => {
  it("every committed webhook sample is valid, checked by its action", () => {
    const results = validatePaths([SAMPLES]);
    expect(results).toHaveLength(64);
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results.map((result) => result.as)).toContain("webhook order.picked_up.ignored");
  });

  it("reports each bad file with the pointer and value, and folders are walked", () => {
    const dir = tmp();
    file(dir, "good.json", {
      action: "order.paid",
      action_date: "2026-03-14T09:12:07.583+0000",
      order_guid: "5b0f1c2e-8a3d-4f6b-9c1e-2d3a4b5c6d7e",
    });
    file(dir, "wrong-type.json", { action: "order.paid", action_date: "2026-03-14T09:12:07.583+0000", order_guid: 7 });
    file(dir, "no-action.json", { order_guid: "x" });
    file(dir, "broken.json", "{");
    file(dir, "ignored.txt", "not json at all");
    const text = formatResults(validatePaths([dir]), dir);
    expect(text.split("\n")).toEqual([
      expect.stringMatching(/^✗ broken\.json \(webhook\): not JSON \(/),
      "✓ good.json (webhook order.paid)",
      "✗ no-action.json (webhook): no `action` field: pass --operation and --status to check it as a response",
      "✗ wrong-type.json (webhook order.paid): webhook order.paid: /order_guid must be string (value: 7)",
      "4 file(s): 1 valid, 3 invalid",
    ]);
  });

  it("checks a captured response as the operation's documented status", () => {
    const dir = tmp();
    const path = file(dir, "order.json", {
      status: "fail",
      data: { error_id: "NOT_FOUND", message: "Order not found", details: null },
    });
    expect(validatePaths([path], { operation: "getOrder", status: 404 })[0]).toMatchObject({
      ok: true,
      as: "getOrder 404",
    });
    expect(validatePaths([path], { operation: "getOrder", status: 200 })[0]?.message).toMatch(/^getOrder 200: /);
    expect(validatePaths([path], { operation: "getOrder", status: 302 })[0]?.message).toContain("not documented");
    // 404 is an assumed status (G-035): another 4xx with its body is drift, said but not invalid.
    expect(validatePaths([path], { operation: "getOrder", status: 410 })[0]).toMatchObject({
      ok: true,
      message: expect.stringContaining("contradicts assumption G-035: assumed status 404, the target's status 410"),
    });
  });

  it("an unknown operation, a missing path or an empty folder is a usage error", () => {
    expect(() => validatePaths([SAMPLES], { operation: "noSuch", status: 200 })).toThrow(/unknown operationId/);
    expect(() => validatePaths([join(tmp(), "missing.json")])).toThrow(UsageError);
    expect(() => validatePaths([tmp()])).toThrow(/no \.json file/);
  });
});

describe("haulkit-contract validate (the bin)", () => {
  it("validates the samples folder: exit 0", async () => {
    const run = await runCli(["validate", "spec/samples/webhooks"], {
      cwd: fileURLToPath(new URL("../../../..", import.meta.url)),
    });
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("64 file(s): 64 valid, 0 invalid");
    expect(run.code).toBe(0);
  });

  it("exit 1 when a file is invalid, exit 2 on bad usage", async () => {
    const dir = tmp();
    file(dir, "bad.json", { action: "order.paid" });
    const invalid = await runCli(["validate", "."], { cwd: dir });
    expect(invalid.stdout).toContain("✗ bad.json (webhook order.paid)");
    expect(invalid.code).toBe(1);
    const usage = await runCli(["validate", ".", "--status", "200"], { cwd: dir });
    expect(usage.stderr).toContain("--operation and --status go together");
    expect(usage.code).toBe(2);
  });
});

import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SAMPLES_DIR, staleSamples, webhookSamples, writeSamples } from "../../scripts/extract-webhook-samples.js";
import { webhookActions } from "../../src/validation/webhooks.js";
import { useTmpDirs } from "../support/tmp.js";

const tmp = useTmpDirs();

describe("webhook samples", () => {
  it("one sample per action, taken from the spec's examples", () => {
    const samples = webhookSamples();
    expect([...samples.keys()]).toEqual(webhookActions());
    for (const [action, sample] of samples) expect((sample as { action: string }).action).toBe(action);
  });

  it("the committed samples are what the script writes (not stale)", () => {
    expect(staleSamples()).toEqual([]);
    const dir = tmp();
    expect(writeSamples(dir)).toBe(64);
    for (const file of readdirSync(dir)) {
      expect(readFileSync(join(dir, file), "utf8")).toBe(readFileSync(join(SAMPLES_DIR, file), "utf8"));
    }
  });

  it("a changed or extra file is reported stale", () => {
    const dir = tmp();
    writeSamples(dir);
    writeFileSync(join(dir, "order.paid.json"), "{}\n");
    writeFileSync(join(dir, "order.teleported.json"), "{}\n");
    expect(staleSamples(dir)).toEqual(["order.paid.json", "order.teleported.json"]);
  });
});

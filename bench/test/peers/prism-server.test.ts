import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prismArgs, shipperBundlePath, startPrism } from "../../src/peers/prism-server.js";
import { writeFailingPrism, writeListeningPrism } from "./stand-in.js";

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "haulkit-bench-prism-server-"));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("prismArgs", () => {
  it("mocks the bundle on 127.0.0.1 at the port, logging errors only", () => {
    expect(prismArgs("/spec/shipper.json", 4321)).toEqual([
      "mock",
      "--host",
      "127.0.0.1",
      "--port",
      "4321",
      "--verboseLevel",
      "error",
      "/spec/shipper.json",
    ]);
  });
});

describe("shipperBundlePath", () => {
  it("is @haulkit/spec's shipper bundle", async () => {
    const bundle = shipperBundlePath();
    expect(bundle).toMatch(/spec[\\/]dist[\\/]shipper\.json$/);
    const document = JSON.parse(await readFile(bundle, "utf8")) as { openapi?: string; paths?: object };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths ?? {})).toContain("/v1/public/orders/{guid}");
  });
});

describe("startPrism", () => {
  it("runs the CLI with prismArgs on a free port, resolves once it listens, and stop ends it", async () => {
    const bin = await writeListeningPrism(root);
    const server = await startPrism(bin, "/spec/shipper.json");
    try {
      const port = Number(new URL(server.url).port);
      expect(server.url).toBe(`http://127.0.0.1:${port}`);
      const answer = await fetch(server.url);
      expect(await answer.json()).toEqual(prismArgs("/spec/shipper.json", port));
    } finally {
      await server.stop();
    }
    await expect(fetch(server.url)).rejects.toThrow();
    await server.stop();
  });

  it("a CLI that exits before listening rejects with its exit and error output", async () => {
    const bin = await writeFailingPrism(root);
    await expect(startPrism(bin, "/spec/shipper.json")).rejects.toThrow(
      /^Prism exited \(code 3\) on port \d+:\ncannot read the document$/,
    );
  });

  it("a CLI that cannot be started rejects", async () => {
    await expect(startPrism(join(root, "missing"), "/spec/shipper.json")).rejects.toThrow(/ENOENT/);
  });
});

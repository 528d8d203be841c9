import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bundledApis, configuredApis, type OpenApiBundle, operationsOf } from "../src/apis.js";

const config = `apis:
  shipper:
    root: shipper/openapi.yaml
  pricing:
    root: pricing/openapi.yaml
  sandbox:
    root: sandbox/openapi.yaml
`;
const tiny = (title: string): OpenApiBundle => ({ info: { title, version: "1.0.0" }, paths: {} });

describe("bundledApis", () => {
  let specDir: string;
  beforeEach(async () => {
    specDir = await mkdtemp(join(tmpdir(), "haulkit-docs-apis-"));
    await mkdir(join(specDir, "dist"));
    await writeFile(join(specDir, "redocly.yaml"), config);
  });
  afterEach(() => rm(specDir, { recursive: true, force: true }));

  it("reads every API name of redocly.yaml in order", () => {
    expect(configuredApis(specDir)).toEqual(["shipper", "pricing", "sandbox"]);
  });

  it.each([
    [[], []],
    [["pricing"], ["pricing"]],
    [
      ["sandbox", "shipper"],
      ["shipper", "sandbox"],
    ],
    [
      ["shipper", "pricing", "sandbox"],
      ["shipper", "pricing", "sandbox"],
    ],
  ])("with bundles %j lists %j", async (present, expected) => {
    for (const name of present) await writeFile(join(specDir, "dist", `${name}.json`), JSON.stringify(tiny(name)));
    const apis = bundledApis(specDir);
    expect(apis.map((api) => api.name)).toEqual(expected);
    for (const api of apis) expect(api.spec.info.title).toBe(api.name);
  });

  it("ignores a bundle of an API that redocly.yaml does not name", async () => {
    await writeFile(join(specDir, "dist", "other.json"), JSON.stringify(tiny("other")));
    expect(bundledApis(specDir)).toEqual([]);
  });
});

describe("operationsOf", () => {
  it("lists operations then webhooks with method, summary, tags and provenance", () => {
    const spec = {
      info: { title: "t", version: "1" },
      paths: {
        "/a": {
          parameters: [],
          get: { operationId: "getA", summary: "Get A", tags: ["A"], "x-provenance": "seed" },
          post: { operationId: "makeA", tags: ["A"] },
        },
      },
      webhooks: { "a.done": { post: { summary: "a.done", tags: ["Events"], "x-provenance": "public-docs" } } },
    } as unknown as OpenApiBundle;
    expect(operationsOf(spec)).toEqual([
      { kind: "operation", method: "get", name: "/a", summary: "Get A", tags: ["A"], provenance: "seed" },
      { kind: "operation", method: "post", name: "/a", summary: "makeA", tags: ["A"], provenance: undefined },
      {
        kind: "webhook",
        method: "post",
        name: "a.done",
        summary: "a.done",
        tags: ["Events"],
        provenance: "public-docs",
      },
    ]);
  });

  it("finds the 64 webhook actions of the shipper bundle, each with a provenance", () => {
    const shipper = bundledApis().find((api) => api.name === "shipper");
    expect(shipper).toBeDefined();
    const entries = operationsOf(shipper?.spec as OpenApiBundle);
    expect(entries.filter((entry) => entry.kind === "webhook")).toHaveLength(64);
    expect(entries.filter((entry) => entry.provenance === undefined)).toEqual([]);
  });
});

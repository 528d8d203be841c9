/**
 * `pnpm --filter @haulkit/client typecheck:overlaid`: the client and a team's file are typechecked (a real tsc run)
 * against the types generated from an overlaid bundle; an overlay adding a 201 to createOrder widens what
 * `shipper.POST("/v1/public/orders")` resolves to, which the published types do not.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { overlaidArgs, typecheckOverlaid } from "../../scripts/typecheck-overlaid.js";

const work = mkdtempSync(join(tmpdir(), "haulkit-client-overlaid-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const specDir = dirname(createRequire(import.meta.url).resolve("@haulkit/spec/package.json"));

/** The shipper bundle as `haulkit-spec overlay` writes it for a vendor that answers a create 201 with a receipt. */
function overlaidSpec(): string {
  const dir = join(work, "vendor-spec");
  mkdirSync(join(dir, "dist"), { recursive: true });
  const bundle = JSON.parse(readFileSync(join(specDir, "dist", "shipper.json"), "utf8"));
  bundle.paths["/v1/public/orders"].post.responses["201"] = {
    description: "Created: observed on vendor.example (G-106).",
    "x-assumption": "G-106",
    content: {
      "application/json": {
        schema: { type: "object", required: ["vendor_receipt"], properties: { vendor_receipt: { type: "string" } } },
      },
    },
  };
  writeFileSync(join(dir, "dist", "shipper.json"), JSON.stringify(bundle));
  return dir;
}

/** A team's code that reads what the vendor's 201 carries. */
const CONSUMER = `import { createShipperClient } from "@haulkit/client";

const shipper = createShipperClient({ baseUrl: "https://vendor.example", clientId: "id", clientSecret: "secret" });

export async function receipt(): Promise<string> {
  const created = await shipper.POST("/v1/public/orders", { body: { vehicles: [{ type: "sedan", make: "Toyota" }] } });
  return "vendor_receipt" in created ? created.vendor_receipt : "";
}
`;

describe("the client typechecked against an overlaid bundle", () => {
  const consumer = join(work, "receipt.mts");
  writeFileSync(consumer, CONSUMER);

  it("includes the overlay's 201 in createOrder's answer: the team's file compiles", async () => {
    const out = join(work, "vendor");
    const result = await typecheckOverlaid({ specDir: overlaidSpec(), out, files: [consumer] });
    expect(result.output).toBe("");
    expect(result.status).toBe(0);
    expect(readFileSync(join(out, "types", "generated", "shipper.ts"), "utf8")).toMatch(/201: \{[^}]*\n/);
  }, 300_000);

  it("against the published types the same file does not compile (the 201 is new)", async () => {
    const result = await typecheckOverlaid({ specDir, out: join(work, "published"), files: [consumer] });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("receipt.mts");
    expect(result.output).toMatch(
      /receipt\.mts\(7,\d+\): error TS2322: Type 'unknown' is not assignable to type 'string'/,
    );
  }, 300_000);

  it("reads its paths relative to where it was started and needs both directories", () => {
    expect(overlaidArgs(["--", "--spec-dir", "v", "--out", "o", "a.ts"], "/team")).toEqual({
      specDir: "/team/v",
      out: "/team/o",
      files: ["/team/a.ts"],
    });
    expect(overlaidArgs(["--spec-dir", "v"], "/team")).toEqual({
      error: "--spec-dir <dir> and --out <dir> are needed",
    });
  });
});

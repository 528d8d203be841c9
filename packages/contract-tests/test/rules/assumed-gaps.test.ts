import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const suitesDir = fileURLToPath(new URL("../../suites/", import.meta.url));
const gapsFile = fileURLToPath(new URL("../../../../spec/GAPS.md", import.meta.url));

/** Every `assumes: "G-…"` / `assumes: ["G-…", …]` of the suites, with its file. */
function assumedIds(): Array<[file: string, id: string]> {
  return readdirSync(suitesDir)
    .filter((file) => file.endsWith(".contract.ts"))
    .flatMap((file) => {
      const text = readFileSync(`${suitesDir}${file}`, "utf8");
      return [...text.matchAll(/assumes:\s*(\[[^\]]*\]|"[^"]*")/g)].flatMap((match) =>
        [...(match[1] as string).matchAll(/"([^"]*)"/g)].map((id): [string, string] => [file, id[1] as string]),
      );
    });
}

describe("the gaps the suites' rules and calls assume", () => {
  const gaps = new Set([...readFileSync(gapsFile, "utf8").matchAll(/^- \*\*(G-\d{3}) /gm)].map((m) => m[1]));

  it("are found (the scan reads the suites)", () => {
    expect(assumedIds().length).toBeGreaterThan(0);
  });

  it("each name an entry of spec/GAPS.md by its id", () => {
    const unknown = assumedIds().filter(([, id]) => !gaps.has(id));
    expect(unknown).toEqual([]);
  });
});

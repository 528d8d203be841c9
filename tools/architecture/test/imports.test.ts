import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importGraph, sourceFolders, specifiersOf } from "../src/imports.js";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

describe("specifiersOf", () => {
  it("reads imports, type imports, re-exports, side-effect and dynamic imports, over several lines", () => {
    const text = [
      'import { a } from "./a.js";',
      'import type { B } from "../b.js";',
      "import {",
      "  c,",
      "  type D,",
      '} from "./c/d.js";',
      'export { e } from "./e.js";',
      'export type * from "./f.js";',
      'import "./g.js";',
      'const h = await import("./h.js");',
      'import { readFileSync } from "node:fs";',
    ].join("\n");
    expect(specifiersOf(text).sort()).toEqual(
      ["../b.js", "./a.js", "./c/d.js", "./e.js", "./f.js", "./g.js", "./h.js", "node:fs"].sort(),
    );
  });

  it("leaves out imports that a comment only mentions", () => {
    expect(specifiersOf('/** see import { x } from "./x.js" */\n// import "./y.js";\nexport const z = 1;\n')).toEqual(
      [],
    );
  });
});

describe("importGraph", () => {
  it("reads the src folders of every workspace package", () => {
    const folders = sourceFolders(ROOT).map((folder) => folder.slice(ROOT.length));
    expect(folders).toEqual(
      expect.arrayContaining(["spec/src", "packages/sandbox/src", "bench/src", "tools/architecture/src"]),
    );
  });

  it("resolves a `.js` specifier to the TypeScript file it names", () => {
    const graph = importGraph(ROOT);
    expect(graph.get("tools/architecture/src/circles.ts")).toEqual(["tools/architecture/src/imports.ts"]);
  });
});

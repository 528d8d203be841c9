/** The repository's own imports: one way everywhere, and down the floors in the sandbox. */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { circles } from "../src/circles.js";
import { climbs, unplaced } from "../src/floors.js";
import { importGraph } from "../src/imports.js";
import { SANDBOX_FLOORS, SANDBOX_SRC } from "../src/sandbox-floors.js";

const graph = importGraph(fileURLToPath(new URL("../../..", import.meta.url)));

describe("the repository's imports", () => {
  it("form no circle: no two source files (nor a longer loop of them) import each other", () => {
    expect(circles(graph)).toEqual([]);
  });

  it("never reach into a test folder from a package's src", () => {
    const intoTests = [...graph].flatMap(([file, imported]) =>
      imported.filter((target) => /(^|\/)test\//.test(target)).map((target) => `${file} -> ${target}`),
    );
    expect(intoTests).toEqual([]);
  });
});

describe("the sandbox's floors", () => {
  it("hold every source file of the sandbox", () => {
    expect(unplaced(graph, SANDBOX_FLOORS, SANDBOX_SRC)).toEqual([]);
  });

  it("are climbed by no import: each file imports from its own floor or those below", () => {
    expect(climbs(graph, SANDBOX_FLOORS, SANDBOX_SRC)).toEqual([]);
  });
});

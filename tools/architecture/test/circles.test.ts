import { describe, expect, it } from "vitest";
import { circles } from "../src/circles.js";

describe("circles", () => {
  it("finds two files that import each other, and a longer circle", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["a.ts", "c.ts"]],
      ["c.ts", []],
      ["x.ts", ["y.ts"]],
      ["y.ts", ["z.ts"]],
      ["z.ts", ["x.ts"]],
    ]);
    expect(circles(graph).sort()).toEqual([
      ["a.ts", "b.ts"],
      ["x.ts", "y.ts", "z.ts"],
    ]);
  });

  it("finds none in a graph whose imports all run one way", () => {
    const graph = new Map([
      ["a.ts", ["b.ts", "c.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", []],
    ]);
    expect(circles(graph)).toEqual([]);
  });
});

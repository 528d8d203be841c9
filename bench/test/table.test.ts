import { describe, expect, it } from "vitest";
import { formatTable, tableRows } from "../src/table.js";

describe("tableRows", () => {
  it("sorts the figures and gives the target and verdict where a target is known", () => {
    expect(tableRows({ "sandbox.start_vs_fastify": 1.5, "other.count": 7, "client.gzip_kb": 12 })).toEqual([
      { figure: "client.gzip_kb", value: "12", target: "≤ 6.5", result: "FAIL" },
      { figure: "other.count", value: "7", target: "", result: "" },
      { figure: "sandbox.start_vs_fastify", value: "1.5", target: "≤ 1.8", result: "PASS" },
    ]);
  });
});

describe("formatTable", () => {
  it("pads every column to its widest cell", () => {
    const text = formatTable([
      { figure: "a.long_figure_name", value: "1", target: "≤ 3", result: "PASS" },
      { figure: "b.x", value: "123.456", target: "", result: "" },
    ]);
    expect(text.split("\n")).toEqual([
      "figure              value    target  result",
      "------------------  -------  ------  ------",
      "a.long_figure_name  1        ≤ 3     PASS",
      "b.x                 123.456",
    ]);
  });
});

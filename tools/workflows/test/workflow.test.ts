import { describe, expect, it } from "vitest";
import { expandMatrix, readWorkflow, WorkflowError } from "../src/workflow.js";

describe("expandMatrix", () => {
  it("takes the product of the lists in order", () => {
    expect(expandMatrix({ node: [22, 24], shard: ["1/2", "2/2"] })).toEqual([
      { node: 22, shard: "1/2" },
      { node: 22, shard: "2/2" },
      { node: 24, shard: "1/2" },
      { node: 24, shard: "2/2" },
    ]);
  });

  it("drops excluded entries and only those", () => {
    expect(expandMatrix({ node: [22, 24], shard: ["1/2", "2/2"], exclude: [{ node: 24, shard: "2/2" }] })).toEqual([
      { node: 22, shard: "1/2" },
      { node: 22, shard: "2/2" },
      { node: 24, shard: "1/2" },
    ]);
  });

  it("extends matching entries with an include and adds one that matches none", () => {
    expect(expandMatrix({ node: [22, 24], include: [{ node: 24, label: "lts" }, { node: 20 }] })).toEqual([
      { node: 22 },
      { node: 24, label: "lts" },
      { node: 20 },
    ]);
  });

  it("gives one empty entry without a matrix, and the includes alone when there are no lists", () => {
    expect(expandMatrix(undefined)).toEqual([{}]);
    expect(expandMatrix({ include: [{ a: 1 }, { a: 2 }] })).toEqual([{ a: 1 }, { a: 2 }]);
  });
});

const job = (steps: string) => `    runs-on: ubuntu-latest\n    steps:\n${steps}`;

describe("readWorkflow", () => {
  it("orders jobs by needs", () => {
    const text = `jobs:\n  merge:\n    needs: [shards]\n${job("      - run: echo merge\n")}  shards:\n${job("      - run: echo shard\n")}`;
    expect(readWorkflow(text, "w.yml").jobs.map((j) => j.id)).toEqual(["shards", "merge"]);
  });

  it.each([
    [
      "a cycle",
      `jobs:\n  a:\n    needs: b\n${job("      - run: x\n")}  b:\n    needs: a\n${job("      - run: x\n")}`,
      /cycle/,
    ],
    ["a missing job", `jobs:\n  a:\n    needs: nope\n${job("      - run: x\n")}`, /needs 'nope'/],
    [
      "a step with run and uses",
      `jobs:\n  a:\n${job("      - run: x\n        uses: actions/checkout@v5\n")}`,
      /exactly one/,
    ],
    ["a step with neither", `jobs:\n  a:\n${job("      - name: nothing\n")}`, /exactly one/],
    ["no jobs", "name: empty\n", /no jobs/],
  ])("refuses %s", (_, text, message) => {
    expect(() => readWorkflow(text, "w.yml")).toThrow(WorkflowError);
    expect(() => readWorkflow(text, "w.yml")).toThrow(message);
  });
});

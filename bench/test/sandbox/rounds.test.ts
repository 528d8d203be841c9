import { describe, expect, it } from "vitest";
import { roundOrder } from "../../src/sandbox/rounds.js";

describe("roundOrder", () => {
  it.each([
    { round: 0, expected: ["hello", "get", "post"] },
    { round: 1, expected: ["get", "post", "hello"] },
    { round: 2, expected: ["post", "hello", "get"] },
    { round: 3, expected: ["hello", "get", "post"] },
  ])("round $round runs $expected", ({ round, expected }) => {
    expect(roundOrder(["hello", "get", "post"], round)).toEqual(expected);
  });

  it("over as many rounds as subjects, each subject takes each position once", () => {
    const subjects = ["hello", "get", "post"];
    const rounds = subjects.map((_, round) => roundOrder(subjects, round));
    for (let position = 0; position < subjects.length; position++) {
      expect(new Set(rounds.map((order) => order[position]))).toEqual(new Set(subjects));
    }
  });
});

import { describe, expect, it } from "vitest";
import { ciRun, parseShard, withoutUserInfo } from "../../src/run/run-record.js";

describe("run.json fields", () => {
  it.each([
    ["https://shipper.example", "https://shipper.example"],
    ["https://shipper.example/", "https://shipper.example"],
    ["https://ci:s3cret@shipper.example:8443/base", "https://shipper.example:8443/base"],
    ["https://token@shipper.example", "https://shipper.example"],
    ["not a url", undefined],
    [undefined, undefined],
  ])("a target URL keeps no user info: %s", (url, kept) => {
    expect(withoutUserInfo(url)).toBe(kept);
    if (kept) expect(kept).not.toMatch(/s3cret|token|ci:/);
  });

  it("the shard as numbers, null without --shard", () => {
    expect(parseShard("2/3")).toEqual({ index: 2, count: 3 });
    expect(parseShard("10/12")).toEqual({ index: 10, count: 12 });
    expect(parseShard(undefined)).toBeNull();
  });

  it("the GitHub Actions run only when GITHUB_RUN_ID is set", () => {
    expect(ciRun({ GITHUB_RUN_ID: "9", GITHUB_RUN_ATTEMPT: "2", GITHUB_SHA: "abc" })).toEqual({
      runId: "9",
      runAttempt: "2",
      sha: "abc",
    });
    expect(ciRun({ GITHUB_RUN_ATTEMPT: "2" })).toBeUndefined();
    expect(ciRun({ GITHUB_RUN_ID: "" })).toBeUndefined();
  });
});

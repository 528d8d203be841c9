import { describe, expect, it } from "vitest";
import { parseBenchArgs, UsageError } from "../src/cli-args.js";

describe("parseBenchArgs", () => {
  it.each([
    { argv: [], expected: { help: false, only: [], noFail: false } },
    { argv: ["--help"], expected: { help: true, only: [], noFail: false } },
    { argv: ["-h"], expected: { help: true, only: [], noFail: false } },
    { argv: ["--only", "sandbox"], expected: { help: false, only: ["sandbox"], noFail: false } },
    { argv: ["--only=sandbox"], expected: { help: false, only: ["sandbox"], noFail: false } },
    {
      argv: ["--only", "sandbox", "--only", "client"],
      expected: { help: false, only: ["sandbox", "client"], noFail: false },
    },
    {
      argv: ["--only", "sandbox,client,sandbox"],
      expected: { help: false, only: ["sandbox", "client"], noFail: false },
    },
    { argv: ["--no-fail"], expected: { help: false, only: [], noFail: true } },
    { argv: ["--", "--only", "sandbox"], expected: { help: false, only: ["sandbox"], noFail: false } },
    {
      argv: ["--only", "peers", "--prism", "/opt/prism"],
      expected: { help: false, only: ["peers"], noFail: false, prism: "/opt/prism" },
    },
  ])("$argv", ({ argv, expected }) => {
    expect(parseBenchArgs(argv)).toEqual(expected);
  });

  it.each([
    { argv: ["--bogus"], message: /bogus/ },
    { argv: ["--only"], message: /only/ },
    { argv: ["--only", ""], message: /--only needs a suite name/ },
    { argv: ["--only", "sandbox,"], message: /--only needs a suite name/ },
    { argv: ["--prism", ""], message: /--prism needs the path of a Prism CLI/ },
    { argv: ["--prism"], message: /prism/ },
    { argv: ["sandbox"], message: /sandbox/ },
  ])("rejects $argv", ({ argv, message }) => {
    expect(() => parseBenchArgs(argv)).toThrow(UsageError);
    expect(() => parseBenchArgs(argv)).toThrow(message);
  });
});

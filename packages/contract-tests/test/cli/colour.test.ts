import { describe, expect, it } from "vitest";
import { settleColour, wantsColour } from "../../src/cli/colour.js";

describe("colour codes only on a terminal, NO_COLOR and FORCE_COLOR respected", () => {
  it.each([
    [{}, true, true],
    [{}, false, false],
    [{ NO_COLOR: "1" }, true, false],
    [{ NO_COLOR: "" }, true, false],
    [{ NO_COLOR: "1", FORCE_COLOR: "1" }, true, false],
    [{ FORCE_COLOR: "1" }, false, true],
    [{ FORCE_COLOR: "" }, false, true],
    [{ FORCE_COLOR: "3" }, false, true],
    [{ FORCE_COLOR: "0" }, true, false],
    [{ FORCE_COLOR: "false" }, true, false],
    [{ TERM: "xterm-256color" }, false, false],
  ])("%j on a terminal: %s -> %s", (env, isTTY, colour) => {
    expect(wantsColour(env, isTTY)).toBe(colour);
  });

  it("settles the choice in the environment vitest reads: FORCE_COLOR=1, or NO_COLOR=1 without FORCE_COLOR", () => {
    const piped: NodeJS.ProcessEnv = { FORCE_COLOR: "0", TERM: "xterm" };
    expect(settleColour(piped, false)).toBe(false);
    expect(piped).toEqual({ NO_COLOR: "1", TERM: "xterm" });
    const terminal: NodeJS.ProcessEnv = {};
    expect(settleColour(terminal, true)).toBe(true);
    expect(terminal).toEqual({ FORCE_COLOR: "1" });
  });
});

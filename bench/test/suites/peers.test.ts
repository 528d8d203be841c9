import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRISM_VERSION } from "../../src/peers/prism-install.js";
import { measurePeers } from "../../src/suites/peers.js";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "haulkit-bench-peers-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("measurePeers without Prism", () => {
  it("a failed install prints why and gives no figures", async () => {
    const lines: string[] = [];
    const figures = await measurePeers(
      (line) => lines.push(line),
      { HAULKIT_PRISM_DIR: dir },
      () => Promise.reject(new Error("npm install exited (code 1): getaddrinfo ENOTFOUND registry.npmjs.org")),
    );
    expect(figures).toEqual({});
    expect(lines).toEqual([
      `installing Prism ${PRISM_VERSION} into ${dir} (once)`,
      `no Prism, no figures: installing Prism ${PRISM_VERSION} failed: npm install exited (code 1): getaddrinfo ENOTFOUND registry.npmjs.org`,
    ]);
  });

  it("a HAULKIT_PRISM_BIN that is not there prints why, installs nothing and gives no figures", async () => {
    const lines: string[] = [];
    const missing = join(dir, "no-prism");
    const install = () => Promise.reject(new Error("must not install"));
    expect(await measurePeers((line) => lines.push(line), { HAULKIT_PRISM_BIN: missing }, install)).toEqual({});
    expect(lines).toEqual([`no Prism, no figures: ${missing} is not an executable file`]);
  });
});

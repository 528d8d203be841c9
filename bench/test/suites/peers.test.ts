import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRISM_VERSION } from "../../src/peers/prism-version.js";
import { measurePeers } from "../../src/suites/peers.js";
import { writeListeningPrism } from "../peers/stand-in.js";
import { TINY_BENCH } from "../sandbox/tiny-settings.js";

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
    const figures = await measurePeers((line) => lines.push(line), {
      env: { HAULKIT_PRISM_DIR: dir },
      install: () => Promise.reject(new Error("npm install exited (code 1): getaddrinfo ENOTFOUND registry.npmjs.org")),
    });
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
    expect(await measurePeers((line) => lines.push(line), { env: { HAULKIT_PRISM_BIN: missing }, install })).toEqual(
      {},
    );
    expect(lines).toEqual([`no Prism, no figures: ${missing} is not an executable file`]);
  });
});

/** The suite end to end at a tiny size, Prism's place taken by a stand-in that answers 200: both figures measured. */
describe("measurePeers with a Prism CLI", () => {
  it("loads the sandbox, the CLI's server and the same-bytes Fastify in alternating rounds: the four ratios", async () => {
    const bin = await writeListeningPrism(dir);
    const lines: string[] = [];
    const install = () => Promise.reject(new Error("must not install"));
    const figures = await measurePeers((line) => lines.push(line), {
      env: { HAULKIT_PRISM_BIN: bin },
      install,
      settings: TINY_BENCH,
    });
    expect(Object.keys(figures).sort()).toEqual([
      "peers.bare_get_vs_prism",
      "peers.bare_post_vs_prism",
      "peers.get_vs_prism",
      "peers.post_vs_prism",
    ]);
    for (const value of Object.values(figures)) {
      expect(Number.isFinite(value)).toBe(true);
      expect(value).toBeGreaterThan(0);
    }
    expect(lines).toContainEqual(
      expect.stringMatching(/^Prism \(.*listening-prism\) serves .*shipper\.json on http:\/\/127\.0\.0\.1:\d+$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^round 1\/1: sandbox GET \d+ req\/s, Prism GET \d+ req\/s, sandbox POST \d+ req\/s, Prism POST \d+ req\/s, bare GET \d+ req\/s, bare POST \d+ req\/s$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^a bare Fastify sending the sandbox's answer bytes: GET [\d.]+×, POST [\d.]+× Prism \(the sandbox: [\d.]+×, [\d.]+×\)$/,
      ),
    );
  });
});

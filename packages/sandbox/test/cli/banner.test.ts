import { describe, expect, it } from "vitest";
import { parseCli } from "../../src/cli/args.js";
import { banner, MASK } from "../../src/cli/banner.js";

describe("banner", () => {
  it("prints the base URLs and the public default credentials in full", () => {
    const text = banner("http://127.0.0.1:4010", parseCli([], {}), 864000, false);
    expect(text).toContain("http://127.0.0.1:4010/v1/public");
    expect(text).toContain("http://127.0.0.1:4010/oauth/token?grant_type=client_credentials");
    expect(text).toContain("http://127.0.0.1:4010/api/v2/recommended-price");
    expect(text).toContain("sandbox-client-id");
    expect(text).toContain("sandbox-client-secret");
    expect(text).toContain("sandbox-pricing-key");
    expect(text).not.toContain(MASK);
  });

  it("says where the test helpers are, or that they are off", () => {
    expect(banner("http://127.0.0.1:4010", parseCli([], {}), 1, false)).toContain(
      "test helpers     http://127.0.0.1:4010/_sandbox/",
    );
    const off = banner("http://127.0.0.1:4010", parseCli(["--no-test-helpers"], {}), 1, false);
    expect(off).toContain("test helpers     off");
    expect(off).not.toContain("/_sandbox");
  });

  it("says whether the clock is real or manual, and how a test moves a manual one", () => {
    const url = "http://127.0.0.1:4010";
    expect(banner(url, parseCli([], {}), 1, false)).toContain("clock             real time (--clock manual");
    const manual = banner(url, parseCli(["--clock", "manual", "--clock-start", "2026-03-14T09:30:00Z"], {}), 1, false);
    expect(manual).toContain(
      "clock             manual from 2026-03-14T09:30:00Z: stands still; tests move it (POST http://127.0.0.1:4010/_sandbox/clock/advance)",
    );
  });

  it("masks every secret given by flag or environment", () => {
    const config = parseCli(
      ["--client", "alpha:s3cr3t-alpha", "--client", "beta:s3cr3t-beta", "--pricing-api-key", "k3y"],
      {},
    );
    const text = banner("http://127.0.0.1:1", config, 60, true);
    expect(text).toContain("alpha");
    expect(text).toContain("beta");
    for (const secret of ["s3cr3t-alpha", "s3cr3t-beta", "k3y"]) expect(text).not.toContain(secret);
    expect(text.split(MASK)).toHaveLength(4);
    expect(text).toContain("response checks   on");
  });

  it("says whether the state lives in memory only or in a data dir", () => {
    expect(banner("http://127.0.0.1:1", parseCli([], {}), 1, false)).toContain(
      "state             IN MEMORY ONLY: gone when the sandbox stops (--data-dir <dir> keeps it)",
    );
    const kept = banner("http://127.0.0.1:1", parseCli(["--data-dir", "/srv/sandbox"], {}), 1, false);
    expect(kept).toContain("state             kept in /srv/sandbox (fsync interval)");
    expect(kept).not.toContain("IN MEMORY");
  });
});

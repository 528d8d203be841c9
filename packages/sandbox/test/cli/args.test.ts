import { describe, expect, it } from "vitest";
import { ENV, HELP, parseCli, UsageError } from "../../src/cli/args.js";
import { PUBLIC_DEFAULTS } from "../support/public-defaults.js";

describe("parseCli", () => {
  it("falls back to the public defaults", () => {
    const config = parseCli([], {});
    expect(config.help).toBe(false);
    expect(config.options).toEqual({ ...PUBLIC_DEFAULTS, faults: [] });
    expect(config.clients[0]?.secret.isDefault).toBe(true);
    expect(config.pricingApiKey.isDefault).toBe(true);
  });

  it("skips the `--` separator that `pnpm sandbox -- --port N` passes through", () => {
    expect(parseCli(["--", "--port", "4011"], {}).options.port).toBe(4011);
    expect(() => parseCli(["--", "4011"], {})).toThrow(UsageError);
  });

  it("reads the environment, and a flag beats its variable", () => {
    const env = {
      [ENV.port]: "5000",
      [ENV.host]: "0.0.0.0",
      [ENV.clientId]: "env-id",
      [ENV.clientSecret]: "env-secret",
      [ENV.pricingApiKey]: "env-key",
      [ENV.tokenTtl]: "60",
      [ENV.validateResponses]: "true",
    };
    const fromEnv = parseCli([], env);
    expect(fromEnv.options).toMatchObject({
      port: 5000,
      host: "0.0.0.0",
      clients: [{ clientId: "env-id", clientSecret: "env-secret" }],
      pricingApiKey: "env-key",
      tokenTtlSeconds: 60,
      validateResponses: true,
    });
    expect(fromEnv.clients[0]?.secret.isDefault).toBe(false);
    expect(fromEnv.pricingApiKey.isDefault).toBe(false);
    const flags = parseCli(
      ["--port", "0", "--client-secret", "flag-secret", "--token-ttl=5", "--pricing-api-key", "k"],
      env,
    );
    expect(flags.options).toMatchObject({
      port: 0,
      clients: [{ clientId: "env-id", clientSecret: "flag-secret" }],
      tokenTtlSeconds: 5,
      pricingApiKey: "k",
    });
  });

  it("configures several clients with a repeatable --client, or the list variable", () => {
    const config = parseCli(["--client", "a:one", "--client", "b:t:w:o"], {});
    expect(config.options.clients).toEqual([
      { clientId: "a", clientSecret: "one" },
      { clientId: "b", clientSecret: "t:w:o" },
    ]);
    expect(config.clients.every((client) => !client.secret.isDefault)).toBe(true);
    expect(parseCli([], { [ENV.clients]: "x:1, y:2" }).options.clients).toEqual([
      { clientId: "x", clientSecret: "1" },
      { clientId: "y", clientSecret: "2" },
    ]);
    expect(parseCli(["--client", "z:3"], { [ENV.clients]: "x:1" }).options.clients).toEqual([
      { clientId: "z", clientSecret: "3" },
    ]);
  });

  it.each([
    ["the flag", ["--no-test-helpers"], {}, false],
    ["the variable set to 0", [], { [ENV.testHelpers]: "0" }, false],
    ["the variable set to off", [], { [ENV.testHelpers]: "OFF" }, false],
    ["the variable set to 1", [], { [ENV.testHelpers]: "1" }, true],
    ["an empty variable", [], { [ENV.testHelpers]: "" }, true],
    ["the flag beside a variable set to 1", ["--no-test-helpers"], { [ENV.testHelpers]: "1" }, false],
  ])("switches the test helpers by %s", (_, argv, env, expected) => {
    expect(parseCli(argv, env).options.testHelpers).toBe(expected);
  });

  it("keeps only a client id given alone with the default secret", () => {
    const config = parseCli(["--client-id", "mine"], {});
    expect(config.options.clients).toEqual([{ clientId: "mine", clientSecret: "sandbox-client-secret" }]);
    expect(config.clients[0]?.secret.isDefault).toBe(true);
  });

  it.each([
    ["an unknown flag", ["--bogus"], {}, /Unknown option '--bogus'/],
    ["a positional argument", ["serve"], {}, /Unexpected argument/],
    ["a port that is not a number", ["--port", "http"], {}, /port must be an integer/],
    ["a port out of range", ["--port", "65536"], {}, /between 0 and 65535/],
    ["a bad port variable", [], { [ENV.port]: "-3" }, /port must be an integer/],
    ["a zero TTL", ["--token-ttl", "0"], {}, /token TTL must be between 1/],
    ["a missing flag value", ["--port"], {}, /argument missing/],
    ["a client without a secret", ["--client", "lonely"], {}, /--client needs id:secret/],
    ["a client with an empty secret", ["--client", "id:"], {}, /--client needs id:secret/],
    ["a duplicate client", ["--client", "a:1", "--client", "a:2"], {}, /given twice/],
    ["both client styles", ["--client", "a:1", "--client-id", "b"], {}, /either --client/],
    ["an empty API key", ["--pricing-api-key", ""], {}, /must not be empty/],
    ["an empty host", [], { [ENV.host]: "" }, /--host must not be empty/],
    ["a timeout that is not a number", ["--request-timeout", "soon"], {}, /request timeout must be a number/],
    ["a zero timeout", ["--idle-timeout", "0"], {}, /idle timeout must be between 0.001/],
    ["a timeout finer than a millisecond", ["--headers-timeout", "0.0005"], {}, /up to 3 decimals/],
    ["a request timeout below the headers timeout", ["--request-timeout", "5"], {}, /at least the headers timeout/],
    ["a bad timeout variable", [], { [ENV.headersTimeout]: "-1" }, /headers timeout must be a number/],
  ])("refuses %s with a UsageError", (_, argv, env, message) => {
    expect(() => parseCli(argv, env)).toThrow(UsageError);
    expect(() => parseCli(argv, env)).toThrow(message);
  });

  it("never echoes a secret in a UsageError", () => {
    for (const argv of [
      ["--client", "id:"],
      ["--client", "a:hunter2", "--client", "a:hunter2"],
      ["--client", "hunter2"],
    ]) {
      try {
        parseCli(argv, {});
      } catch (error) {
        expect((error as Error).message).not.toContain("hunter2");
      }
    }
  });

  it("turns fault switches on by flag or variable, and refuses unknown names", () => {
    expect(parseCli(["--fault", "counter-offer-no-409", "--fault", "webhook-3-tries"], {}).options.faults).toEqual([
      "counter-offer-no-409",
      "webhook-3-tries",
    ]);
    expect(parseCli([], { [ENV.faults]: "ach-unmasked, token-never-expires" }).options.faults).toEqual([
      "ach-unmasked",
      "token-never-expires",
    ]);
    expect(() => parseCli(["--fault", "no-such-fault"], {})).toThrow(/unknown fault 'no-such-fault'; known: /);
  });

  it("takes a callback host allow list by flag or variable, and refuses a bad entry or an empty list", () => {
    expect(parseCli([], {}).options.callbackHosts).toBeUndefined();
    expect(parseCli(["--callback-hosts", "hooks.example.com, *.ci.internal,10.20.0.0/16"], {}).options).toMatchObject({
      callbackHosts: ["hooks.example.com", "*.ci.internal", "10.20.0.0/16"],
    });
    expect(parseCli([], { [ENV.callbackHosts]: "::1/128" }).options.callbackHosts).toEqual(["::1/128"]);
    expect(parseCli(["--callback-hosts", "a.test"], { [ENV.callbackHosts]: "b.test" }).options.callbackHosts).toEqual([
      "a.test",
    ]);
    expect(() => parseCli(["--callback-hosts", "10.0.0.0/40"], {})).toThrow(/prefix must be 0\.\.32/);
    expect(() => parseCli(["--callback-hosts", "https://hooks.example.com"], {})).toThrow(UsageError);
    expect(() => parseCli(["--callback-hosts", " , "], {})).toThrow(/at least one host/);
  });

  it("says in the help that loopback and private ranges are allowed and metadata hosts refused by default", () => {
    expect(HELP).toMatch(/loopback and private ranges are allowed by default/);
    expect(HELP).toMatch(/link-local and cloud\s+metadata/);
  });

  it("reads the three timeouts in seconds (to the ms) by flag or variable, a flag beating its variable", () => {
    const env = { [ENV.headersTimeout]: "2", [ENV.requestTimeout]: "4.5", [ENV.idleTimeout]: "9" };
    expect(parseCli([], env).options.timeouts).toEqual({ headersMs: 2000, requestMs: 4500, idleMs: 9000 });
    const flags = ["--headers-timeout", "0.25", "--request-timeout", "0.25", "--idle-timeout", "0.001"];
    expect(parseCli(flags, env).options.timeouts).toEqual({ headersMs: 250, requestMs: 250, idleMs: 1 });
  });

  it("tells, next to each secret flag, to prefer the variable for a real secret (flags show in the process list)", () => {
    for (const option of ["--client <id:secret>", "--client-secret", "--pricing-api-key"]) {
      const from = HELP.indexOf(option);
      const next = HELP.indexOf("\n  --", from + 1);
      expect(HELP.slice(from, next).replace(/\s+/g, " ")).toMatch(/prefer the variable/);
    }
    expect(HELP).toContain("visible in the process list");
  });

  it("keeps the state in a data dir only when asked, by flag or variable, and says so in the help", () => {
    expect(parseCli([], {}).options.dataDir).toBeUndefined();
    expect(parseCli(["--data-dir", "/tmp/a"], {}).options).toMatchObject({ dataDir: "/tmp/a", fsync: "interval" });
    expect(parseCli([], { [ENV.dataDir]: "/tmp/b", [ENV.fsync]: "always" }).options).toMatchObject({
      dataDir: "/tmp/b",
      fsync: "always",
    });
    expect(parseCli(["--data-dir", "/tmp/a"], { [ENV.dataDir]: "/tmp/b" }).options.dataDir).toBe("/tmp/a");
    expect(() => parseCli(["--data-dir", ""], {})).toThrow(/--data-dir must not be empty/);
    expect(() => parseCli(["--data-dir", "/tmp/a", "--fsync", "never"], {})).toThrow(
      /--fsync must be always or interval, got 'never'/,
    );
    expect(() => parseCli(["--fsync", "always"], {})).toThrow(/--fsync needs --data-dir/);
    expect(HELP).toMatch(/WITHOUT IT THE STATE LIVES IN MEMORY ONLY and is gone\s+when the sandbox stops/);
  });

  it("runs a manual clock only when asked, by --clock or HAULKIT_SANDBOX_CLOCK, from --clock-start when given", () => {
    expect(parseCli([], {}).options.clock).toBeUndefined();
    expect(parseCli(["--clock", "real"], {}).options.clock).toBe("real");
    expect(parseCli(["--clock", "manual"], {}).options).toMatchObject({ clock: "manual" });
    expect(parseCli([], { [ENV.clock]: "manual" }).options.clock).toBe("manual");
    expect(parseCli(["--clock", "real"], { [ENV.clock]: "manual" }).options.clock).toBe("real");
    expect(parseCli(["--clock", "manual", "--clock-start", "2026-03-14T09:30:00Z"], {}).options).toMatchObject({
      clock: "manual",
      clockStart: "2026-03-14T09:30:00Z",
    });
    expect(parseCli([], { [ENV.clock]: "manual", [ENV.clockStart]: "2026-03-14" }).options.clockStart).toBe(
      "2026-03-14",
    );
    expect(parseCli(["--clock", "manual"], {}).options.clockStart).toBeUndefined();
  });

  it.each([
    ["the default: not set", ["--clock", "manual"], {}, undefined],
    ["0: cut off at once", ["--clock", "manual", "--webhook-grace", "0"], {}, 0],
    ["a millisecond", ["--clock", "manual", "--webhook-grace", "0.001"], {}, 1],
    ["a busy runner's 60 s", ["--clock", "manual", "--webhook-grace", "60"], {}, 60_000],
    ["a day, the most", ["--clock", "manual", "--webhook-grace", " 86400 "], {}, 86_400_000],
    ["the variable", [], { [ENV.clock]: "manual", [ENV.webhookGrace]: "2.5" }, 2_500],
    [
      "a flag beating its variable",
      ["--webhook-grace", "3"],
      { [ENV.clock]: "manual", [ENV.webhookGrace]: "9" },
      3_000,
    ],
  ])("--webhook-grace, %s", (_, argv, env, ms) => {
    expect(parseCli(argv, env).options.webhookClockGraceMs).toBe(ms);
  });

  it.each([
    [["--webhook-grace", "5"], {}, "--webhook-grace needs --clock manual"],
    [["--clock", "real", "--webhook-grace", "5"], {}, "--webhook-grace needs --clock manual"],
    [[], { HAULKIT_SANDBOX_WEBHOOK_GRACE: "5" }, "--webhook-grace needs --clock manual"],
    [["--clock", "manual", "--webhook-grace", "86400.001"], {}, "webhook grace must be between 0 and 86400 seconds"],
    [["--clock", "manual", "--webhook-grace=-1"], {}, "webhook grace must be a number of seconds"],
    [["--clock", "manual", "--webhook-grace", "1s"], {}, "webhook grace must be a number of seconds"],
    [["--clock", "manual", "--webhook-grace", "0.0005"], {}, "up to 3 decimals"],
    [["--clock", "manual", "--webhook-grace", ""], {}, "webhook grace must be a number of seconds"],
  ])("%j %j is a usage error: %s", (argv, env, message) => {
    expect(() => parseCli(argv, env)).toThrow(UsageError);
    expect(() => parseCli(argv, env)).toThrow(message);
  });

  it.each([
    [["--clock", "Manual"], {}, "--clock must be real or manual, got 'Manual'"],
    [["--clock", ""], {}, "--clock must be real or manual, got ''"],
    [[], { HAULKIT_SANDBOX_CLOCK: "fake" }, "--clock must be real or manual, got 'fake'"],
    [["--clock-start", "2026-03-14T09:30:00Z"], {}, "--clock-start needs --clock manual"],
    [["--clock", "real", "--clock-start", "2026-03-14"], {}, "--clock-start needs --clock manual"],
    [["--clock", "manual", "--clock-start", "yesterday"], {}, "--clock-start must be an ISO 8601 time"],
    [["--clock", "manual", "--clock-start", "2026-02-30T00:00:00Z"], {}, "--clock-start must be an ISO 8601 time"],
    [["--clock", "manual", "--no-test-helpers"], {}, "--clock manual needs the test helpers"],
    [["--clock", "manual"], { HAULKIT_SANDBOX_TEST_HELPERS: "0" }, "--clock manual needs the test helpers"],
  ])("%j %j is a usage error: %s", (argv, env, message) => {
    expect(() => parseCli(argv, env)).toThrow(UsageError);
    expect(() => parseCli(argv, env)).toThrow(message);
  });

  it("recognises --help and -h", () => {
    expect(parseCli(["--help"], {}).help).toBe(true);
    expect(parseCli(["-h", "--port", "1"], {}).help).toBe(true);
  });

  it("documents every option and every variable in the help", () => {
    for (const option of [
      "--port",
      "--host",
      "--client ",
      "--client-id",
      "--client-secret",
      "--pricing-api-key",
      "--token-ttl",
      "--validate-responses",
      "--no-test-helpers",
      "--callback-hosts",
      "--headers-timeout",
      "--request-timeout",
      "--idle-timeout",
      "--data-dir",
      "--clock ",
      "--clock-start",
      "--webhook-grace",
      "--fsync",
      "--help",
    ]) {
      expect(HELP).toContain(option);
    }
    for (const variable of Object.values(ENV)) expect(HELP).toContain(variable);
  });
});

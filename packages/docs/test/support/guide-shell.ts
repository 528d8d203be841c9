/**
 * Runs the shell commands of a guide offline, as a reader's shell session would, in a temporary directory: `export`
 * sets a variable for the commands after it (a vendor's target and credentials become those of a local sandbox
 * standing in for the vendor), `npx haulkit-sandbox` starts this checkout's sandbox on a free port (the guide's
 * port 4010 in later commands becomes that one) until the block ends, `npx haulkit-contract` runs this checkout's
 * bin (with a small suite when the command names none), `pnpm <script>` runs the script. A command that cannot run
 * offline is matched by NOT_RUN, with why.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { contractBin, defectsRunner, repositoryRoot, sandboxBin } from "./guide-code.js";

/** The commands the guides show that cannot run here, and why (the test prints it). */
export const NOT_RUN: { test: (command: string[]) => boolean; reason: string }[] = [
  {
    test: ([program, verb]) => program === "npm" && verb === "install",
    reason:
      "installs from the npm registry (the consumer smoke, packages/consumer-smoke, installs the packed packages)",
  },
  {
    test: (command) => command.includes("--webhook-url"),
    reason: "needs a public URL that forwards a vendor's webhooks to this machine",
  },
  {
    test: (command) => command.includes("--fixtures"),
    reason: "fixtures.json names objects that exist on a vendor's sandbox only",
  },
  {
    test: (command) => command.includes("--overlay"),
    reason:
      "vendor-overlay.yaml is the reviewed overlay a vendor's drift proposes (contract-tests' vendor-overlay test runs this sequence)",
  },
  {
    test: (command) => command[0] === "pnpm" && command.includes("--only"),
    reason: "applies a defect to packages/sandbox/src in place for a whole run, while other tests read those files",
  },
  {
    test: ([program, script]) => program === "pnpm" && (script === "mutation" || script === "mutation:scores"),
    reason: "Stryker over every rule file takes hours of CPU; mutation:scores reads the report such a run writes",
  },
];

/** The small suite a `haulkit-contract` command that names none runs (the full run is test/e2e.test.ts's). */
export const SMALL_SUITE = "auth";
const GUIDE_PORT = "4010";

export interface StandIn {
  url: string;
  clients: { clientId: string; clientSecret: string }[];
  pricingApiKey: string;
}

/** What each variable of a vendor's target becomes: the stand-in sandbox's value. */
function standInValue(name: string, standIn: StandIn): string | undefined {
  const [first, second] = standIn.clients;
  const values: Record<string, string | undefined> = {
    HAULKIT_SHIPPER_URL: standIn.url,
    HAULKIT_PRICING_URL: standIn.url,
    HAULKIT_CLIENT_ID: first?.clientId,
    HAULKIT_CLIENT_SECRET: first?.clientSecret,
    HAULKIT_PRICING_API_KEY: standIn.pricingApiKey,
    HAULKIT_SECOND_CLIENT_ID: second?.clientId,
    HAULKIT_SECOND_CLIENT_SECRET: second?.clientSecret,
  };
  return values[name];
}

export interface CommandRun {
  command: string;
  /** Why it was not run; undefined when it ran. */
  notRun?: string;
  code?: number | null;
  output: string;
}

/** Runs a process to its end, its output collected. */
async function exec(file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(file, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const [code] = (await once(child, "close")) as [number | null];
  return { code, output };
}

/** `pnpm <script>` of the root, when it is `pnpm --filter <package> <script>`: that package's script, run by sh. */
function packageScript(script: string): { dir: string; line: string } {
  const rootScripts = readJson(join(repositoryRoot, "package.json")).scripts;
  const filtered = /^pnpm --filter (\S+) (\S+)$/.exec(rootScripts[script] ?? "");
  if (!filtered) throw new Error(`pnpm ${script}: not a script this test knows how to run`);
  const dir = join(repositoryRoot, "packages", (filtered[1] ?? "").replace("@haulkit/", ""));
  const line = readJson(join(dir, "package.json")).scripts[filtered[2] ?? ""];
  if (!line) throw new Error(`pnpm ${script}: ${filtered[1]} has no script ${filtered[2]}`);
  return { dir, line };
}

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as { scripts: Record<string, string> };

/** One reader's shell: the variables exported so far, the sandboxes started by the current block. */
export class GuideShell {
  private readonly env: NodeJS.ProcessEnv;
  private readonly sandboxes: ChildProcess[] = [];
  private sandboxUrl: string | undefined;

  constructor(
    private readonly cwd: string,
    private readonly standIn: StandIn,
  ) {
    const clean = Object.entries(process.env).filter(([key]) => !key.startsWith("HAULKIT_") && key !== "FORCE_COLOR");
    this.env = { ...Object.fromEntries(clean), NO_COLOR: "1" };
  }

  /** Runs one command of a guide (words as guide-code.ts splits them). */
  async run(command: string[]): Promise<CommandRun> {
    const text = command.join(" ");
    const notRun = NOT_RUN.find((entry) => entry.test(command))?.reason;
    if (notRun) return { command: text, notRun, output: "" };
    const words = command.map((word) =>
      this.sandboxUrl ? word.replace(`http://127.0.0.1:${GUIDE_PORT}`, this.sandboxUrl) : word,
    );
    const [program, first, ...rest] = words;
    if (program === "export") {
      const [, name = "", value = ""] = /^([A-Z_]+)=(.*)$/.exec(first ?? "") ?? [];
      const standIn = standInValue(name, this.standIn);
      this.env[name] = standIn ?? value;
      return { command: text, code: 0, output: standIn ? `${name}: the vendor stand-in's value` : "" };
    }
    if (program === "npx" && first === "haulkit-sandbox") return this.startSandbox(text, rest);
    if (program === "npx" && first === "haulkit-contract") {
      const subcommand = rest[0] !== undefined && !rest[0].startsWith("-");
      const args = subcommand || rest.includes("--suite") ? rest : [...rest, "--suite", SMALL_SUITE];
      return {
        command: text,
        ...(await exec(process.execPath, [join(repositoryRoot, contractBin), ...args], this.cwd, this.env)),
      };
    }
    if (
      program === "pnpm" &&
      first === "--filter" &&
      rest[1] === "exec" &&
      rest[3] === defectsRunner.split("/").slice(2).join("/")
    ) {
      const runner = [join(repositoryRoot, defectsRunner), ...rest.slice(4)];
      return { command: text, ...(await exec(process.execPath, runner, this.cwd, this.env)) };
    }
    if (program === "pnpm" && first !== undefined && rest.length === 0) {
      const { dir, line } = packageScript(first);
      const env = { ...this.env, PATH: `${join(dir, "node_modules", ".bin")}:${this.env.PATH}` };
      return { command: text, ...(await exec("sh", ["-c", line], dir, env)) };
    }
    throw new Error(`no way to run the guide's command ${text}`);
  }

  /** Starts the sandbox on a free port and resolves once it listens (the run's output says where). */
  private async startSandbox(text: string, args: string[]): Promise<CommandRun> {
    const at = args.indexOf("--port");
    const onFreePort = at >= 0 ? args.map((arg, i) => (i === at + 1 ? "0" : arg)) : [...args, "--port", "0"];
    const child = spawn(process.execPath, [join(repositoryRoot, sandboxBin), ...onFreePort], {
      cwd: this.cwd,
      env: this.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.sandboxes.push(child);
    let output = "";
    const url = await new Promise<string | undefined>((resolve) => {
      child.stderr.on("data", (chunk) => (output += chunk));
      child.stdout.on("data", (chunk) => {
        output += chunk;
        const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
        if (found) resolve(found);
      });
      child.on("exit", () => resolve(undefined));
    });
    this.sandboxUrl = url;
    return { command: text, code: url ? 0 : (child.exitCode ?? 1), output };
  }

  /** The end of a block: its sandboxes stop (each awaited to its exit). */
  async endBlock(): Promise<number[]> {
    const codes = await Promise.all(
      this.sandboxes.splice(0).map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return child.exitCode ?? 1;
        const exited = once(child, "exit") as Promise<[number | null, string | null]>;
        child.kill("SIGTERM");
        const [code, signal] = await exited;
        return code ?? (signal === "SIGTERM" ? 0 : 1);
      }),
    );
    this.sandboxUrl = undefined;
    return codes;
  }
}

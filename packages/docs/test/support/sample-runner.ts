/** Runs a generated code sample against a live sandbox and reports the HTTP status of the operation's answer. */
import { execFile, spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import ts from "typescript";

const run = promisify(execFile);

export interface SampleRun {
  /** Status of the last answer to the operation's own path (the token request does not count), if any. */
  status: number | undefined;
  /** What the sample printed, or the error it ended with (for the failure message). */
  output: string;
}

/** Whether a binary is on the PATH, and why not. */
export function binary(name: string): { ready: boolean; reason: string } {
  const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  return found.status === 0 ? { ready: true, reason: "" } : { ready: false, reason: `${name} is not installed` };
}

/** The operation's path as a pattern over URL paths: `{order_guid}` matches one segment. */
export function pathPattern(template: string): RegExp {
  const source = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^/]+");
  return new RegExp(`^${source}$`);
}

/** Runs a curl sample with `sh`; the status is the last `HTTP/x nnn` line `curl -i` printed. */
export async function runCurl(source: string, env: Record<string, string>, cwd: string): Promise<SampleRun> {
  try {
    const { stdout, stderr } = await run("sh", ["-e", "-c", source], {
      cwd,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...env },
      timeout: 30_000,
      maxBuffer: 8 * 1024 * 1024,
    });
    const statuses = [...stdout.matchAll(/^HTTP\/[0-9.]+ (\d{3})/gm)].map((match) => Number(match[1]));
    return { status: statuses.at(-1), output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { status: undefined, output: `${failed.message}\n${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/**
 * Imports a TypeScript sample file in this process with `env` set, recording every answer `fetch` got; the status
 * is the last answer to a URL whose path matches `pattern`. Samples run one at a time (the environment is global).
 */
export async function runTypeScript(file: string, env: Record<string, string>, pattern: RegExp): Promise<SampleRun> {
  const saved = { ...process.env };
  const realFetch = globalThis.fetch;
  const realLog = console.log;
  const statuses: number[] = [];
  const printed: string[] = [];
  Object.assign(process.env, env);
  globalThis.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (pattern.test(url.pathname)) statuses.push(response.status);
    return response;
  };
  console.log = (...values: unknown[]) => {
    printed.push(values.map((value) => (typeof value === "string" ? value : JSON.stringify(value))).join(" "));
  };
  try {
    await import(pathToFileURL(file).href);
    return { status: statuses.at(-1), output: printed.join("\n") };
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    return {
      status: statuses.at(-1) ?? (typeof status === "number" ? status : undefined),
      output: `${printed.join("\n")}\n${error instanceof Error ? error.message : String(error)}`,
    };
  } finally {
    globalThis.fetch = realFetch;
    console.log = realLog;
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

/** Writes each sample to dir/<name>.ts and compiles them all with `--strict` (NodeNext); returns the diagnostics. */
export async function compileSamples(dir: string, samples: Record<string, string>): Promise<Map<string, string[]>> {
  await mkdir(dir, { recursive: true });
  const files = await Promise.all(
    Object.entries(samples).map(async ([name, source]) => {
      const file = join(dir, `${name}.ts`);
      await writeFile(file, source);
      return file;
    }),
  );
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ["lib.es2023.d.ts"],
    types: ["node"],
    skipLibCheck: true,
  });
  const problems = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName ?? "";
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
    const line =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1
        : 0;
    problems.get(file)?.push(`line ${line}: ${text}`) ?? problems.set(file, [`line ${line}: ${text}`]);
  }
  return problems;
}

/**
 * Typechecks the client, and the files given, against the types generated from another spec directory: an overlaid
 * bundle (`haulkit-spec overlay vendor-overlay.yaml --out vendor-spec/dist/shipper.json`), so a team sees what the API
 * as its vendor behaves changes for its code. Writes <out>/spec (the given bundles, the others from @haulkit/spec),
 * <out>/types (the @haulkit/types sources over types generated from <out>/spec) and <out>/tsconfig.json (mapping
 * @haulkit/types there and @haulkit/client to this package's sources), then runs tsc on it.
 * Usage: pnpm --filter @haulkit/client typecheck:overlaid -- --spec-dir <dir> --out <dir> [file.ts...]
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const require = createRequire(import.meta.url);
const clientDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const typesDir = dirname(require.resolve("@haulkit/types/package.json"));
const defaultSpecDir = dirname(require.resolve("@haulkit/spec/package.json"));

export interface OverlaidCheck {
  /** The spec directory holding the overlaid bundle(s): `dist/<api>.json` (and `redocly.yaml`, else the spec's). */
  specDir: string;
  /** Where the spec, the types and the tsconfig.json are written. */
  out: string;
  /** More files to typecheck with the client (a team's code importing @haulkit/client or @haulkit/types). */
  files: string[];
}

/** `<out>/spec`: redocly.yaml and every bundle of @haulkit/spec, each taken from `specDir` when it has it. */
function stageSpec(specDir: string, out: string): string {
  const staged = join(out, "spec");
  mkdirSync(join(staged, "dist"), { recursive: true });
  const pick = (name: string) => (existsSync(join(specDir, name)) ? join(specDir, name) : join(defaultSpecDir, name));
  copyFileSync(pick("redocly.yaml"), join(staged, "redocly.yaml"));
  for (const bundle of readdirSync(join(defaultSpecDir, "dist")).filter((name) => name.endsWith(".json")))
    copyFileSync(pick(join("dist", bundle)), join(staged, "dist", bundle));
  return staged;
}

/** `<out>/types`: the hand-written aliases of @haulkit/types over the types generated from the staged spec. */
async function stageTypes(spec: string, out: string): Promise<string> {
  const types = join(out, "types");
  const script = pathToFileURL(join(typesDir, "scripts", "generate.ts")).href;
  const { generate } = (await import(script)) as { generate: (outDir: string, specDir: string) => Promise<string[]> };
  await generate(join(types, "generated"), spec);
  mkdirSync(join(types, "src"), { recursive: true });
  for (const name of readdirSync(join(typesDir, "src")).filter((file) => file.endsWith(".ts")))
    copyFileSync(join(typesDir, "src", name), join(types, "src", name));
  return types;
}

/** The tsconfig that compiles the client's sources (and `files`) against the staged types, emitting nothing. */
function tsconfig(types: string, files: readonly string[]): object {
  return {
    extends: join(clientDir, "..", "..", "tsconfig.base.json"),
    compilerOptions: {
      noEmit: true,
      typeRoots: [join(dirname(require.resolve("@types/node/package.json")), "..")],
      paths: {
        "@haulkit/types": [join(types, "src", "index.ts")],
        "@haulkit/client": [join(clientDir, "src", "index.ts")],
      },
    },
    include: [join(clientDir, "src", "**", "*.ts"), ...files],
  };
}

/** Stages the spec and the types, writes `<out>/tsconfig.json` and runs tsc; resolves to its status and output. */
export async function typecheckOverlaid(check: OverlaidCheck): Promise<{ status: number; output: string }> {
  const spec = stageSpec(check.specDir, check.out);
  const types = await stageTypes(spec, check.out);
  writeFileSync(join(check.out, "package.json"), `${JSON.stringify({ private: true, type: "module" }, null, 2)}\n`);
  const config = join(check.out, "tsconfig.json");
  writeFileSync(config, `${JSON.stringify(tsconfig(types, check.files), null, 2)}\n`);
  const tsc = require.resolve("typescript/bin/tsc");
  const run = spawnSync(process.execPath, [tsc, "-p", config, "--pretty", "false"], { encoding: "utf8" });
  return { status: run.status ?? 1, output: `${run.stdout}${run.stderr}` };
}

const USAGE = `Usage: pnpm --filter @haulkit/client typecheck:overlaid -- --spec-dir <dir> --out <dir> [file.ts...]
Typechecks the client and the files given against the types generated from <dir>/dist/<api>.json (an overlaid
bundle; the bundles it lacks come from @haulkit/spec). <out>/tsconfig.json can be run again with tsc -p.`;

/** The paths of a command line, relative to where pnpm was started (INIT_CWD); an error message for a bad one. */
export function overlaidArgs(argv: readonly string[], cwd: string): OverlaidCheck | { error: string } {
  try {
    const { values, positionals } = parseArgs({
      args: argv[0] === "--" ? argv.slice(1) : [...argv],
      allowPositionals: true,
      options: { "spec-dir": { type: "string" }, out: { type: "string" } },
    });
    if (!values["spec-dir"] || !values.out) return { error: "--spec-dir <dir> and --out <dir> are needed" };
    return {
      specDir: resolve(cwd, values["spec-dir"]),
      out: resolve(cwd, values.out),
      files: positionals.map((file) => resolve(cwd, file)),
    };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

async function main(argv: string[]): Promise<void> {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(USAGE);
    return;
  }
  const args = overlaidArgs(argv, process.env.INIT_CWD ?? process.cwd());
  if ("error" in args) {
    console.error(`typecheck:overlaid: ${args.error}\n${USAGE}`);
    process.exit(2);
  }
  const result = await typecheckOverlaid(args);
  process.stdout.write(result.output);
  console.log(
    result.status === 0
      ? `${args.files.length > 0 ? "the client and the files given typecheck" : "the client typechecks"} against the types of ${args.specDir}`
      : `tsc failed against the types of ${args.specDir} (${join(args.out, "tsconfig.json")})`,
  );
  process.exitCode = result.status;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await main(process.argv.slice(2));

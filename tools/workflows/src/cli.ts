/** `pnpm --filter @haulkit/workflows workflows [file…]`: runs the workflows' steps in a fresh clone of HEAD and prints each step's outcome. */
import { existsSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { describeFailures, runWorkflow } from "./run-workflow.js";

const HELP = `Usage: pnpm --filter @haulkit/workflows workflows [options] [workflow-file...]

Runs every run: step of each GitHub workflow (default: all of .github/workflows/*.yml) in order, in a fresh
clone of the repository's HEAD (commit first: uncommitted edits are not in the clone), with the matrix values
substituted, secrets empty, GITHUB_OUTPUT/GITHUB_ENV/GITHUB_PATH/GITHUB_STEP_SUMMARY as temporary files. uses:
steps are reported as "not run here", except the artifact actions (copied between the jobs of the run); the
run stops before a publish. The jobs of one file share its clone and one install.

Options:
  --repo <dir>        repository to clone (default: the one holding this tool)
  --echo              print every output line of every step
  --keep              keep the temporary clone and logs (the path is printed)
  --turbo-cache <dir> turbo cache shared between runs (default: node_modules/.cache/haulkit-workflows/turbo)
  --every-node        also run matrix entries that differ only in their Node version (by default only the
                      first runs: every step uses the local Node, so the others would repeat it)
  -h, --help          this text

Exit codes: 0 every step passed; 1 a step failed (its name and output tail are printed); 2 bad usage.`;

async function main(argv: string[]): Promise<number> {
  let values: ReturnType<typeof parse>["values"];
  let positionals: string[];
  function parse() {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        repo: { type: "string" },
        echo: { type: "boolean" },
        keep: { type: "boolean" },
        "turbo-cache": { type: "string" },
        "every-node": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  }
  try {
    ({ values, positionals } = parse());
  } catch (error) {
    process.stderr.write(`haulkit-workflows: ${(error as Error).message}\n(--help for the options)\n`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  const repo = resolve(values.repo ?? join(import.meta.dirname, "..", "..", ".."));
  const files = positionals.length
    ? positionals.map((file) => relative(repo, resolve(process.env.INIT_CWD ?? process.cwd(), file)))
    : readdirSync(join(repo, ".github", "workflows"))
        .filter((file) => /\.ya?ml$/.test(file))
        .sort()
        .map((file) => join(".github", "workflows", file));
  const missing = files.find((file) => !existsSync(join(repo, file)));
  if (missing !== undefined) {
    process.stderr.write(`haulkit-workflows: no workflow file ${join(repo, missing)}\n`);
    return 2;
  }
  let failed = false;
  for (const file of files) {
    const run = await runWorkflow({
      repo,
      file,
      echo: values.echo,
      keep: values.keep,
      everyNodeVersion: values["every-node"],
      turboCacheDir: resolve(
        values["turbo-cache"] ?? join(repo, "node_modules", ".cache", "haulkit-workflows", "turbo"),
      ),
      log: (line) => process.stdout.write(`${line}\n`),
    });
    const counts = ["success", "failure", "skipped", "not run here", "stopped"]
      .map((outcome) => [outcome, run.records.filter((record) => record.outcome === outcome).length] as const)
      .filter(([, count]) => count > 0)
      .map(([outcome, count]) => `${count} ${outcome}`);
    process.stdout.write(
      `${file}: ${run.ok ? "ok" : "FAILED"} — ${counts.join(", ")}${values.keep ? ` (kept in ${run.dir})` : ""}\n`,
    );
    if (!run.ok) {
      failed = true;
      process.stderr.write(`${describeFailures(run)}\n`);
    }
  }
  return failed ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2).filter((arg, index) => index > 0 || arg !== "--"));

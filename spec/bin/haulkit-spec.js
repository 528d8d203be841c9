#!/usr/bin/env node
// `haulkit-spec diff` moved to @haulkit/spec-diff, the release tooling of the haulkit repository: say where.
// `haulkit-spec overlay` lives in @haulkit/contract-tests (applying overlays needs a JSONPath library this package's
// small runtime does without): say where.
const [command] = process.argv.slice(2);
const moved =
  "haulkit-spec diff moved to the @haulkit/spec-diff package of the haulkit repository: run `pnpm spec:diff <old> <new>` " +
  "there (or node packages/spec-diff/bin/haulkit-spec.js diff <old> <new>)\n";
if (command === undefined || command === "--help" || command === "-h" || command === "help") {
  process.stdout.write(moved);
  process.exitCode = command === undefined ? 2 : 0;
} else if (command === "overlay") {
  process.stderr.write(
    "haulkit-spec overlay lives in @haulkit/contract-tests: haulkit-contract overlay <overlay>... [--api shipper|pricing] --out <file>\n",
  );
  process.exitCode = 2;
} else {
  process.stderr.write(command === "diff" ? moved : `haulkit-spec: unknown command ${command} (haulkit-spec --help)\n`);
  process.exitCode = 2;
}

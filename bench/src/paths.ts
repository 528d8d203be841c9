/** Where things are: the bench package, its suites and children, and the repository's `reports/bench.json`. */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const BENCH_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const REPO_ROOT = join(BENCH_ROOT, "..");
export const SUITES_DIR = join(BENCH_ROOT, "src", "suites");
export const CHILDREN_DIR = join(BENCH_ROOT, "src", "children");
export const REPORT_PATH = join(REPO_ROOT, "reports", "bench.json");

#!/usr/bin/env bash
# Runs haulkit-contract ($CLI) with the action's inputs (IN_*): the target through HAULKIT_* variables, set only
# when given (none: the embedded sandbox), the selection, overlays, baselines and actors as flags; with IN_MERGE, merge-reports of the shard
# directories in that folder instead. Records the exit code as an output, exits 0.
set -uo pipefail
if [ -n "${IN_MERGE:-}" ]; then
  node "$CLI" merge-reports --out "$IN_REPORTS_DIR" "$IN_MERGE"/*/
  echo "exit-code=$?" >>"$GITHUB_OUTPUT"
  exit 0
fi
export_if_set() { if [ -n "$2" ]; then export "$1=$2"; fi; }
export_if_set HAULKIT_SHIPPER_URL "$IN_SHIPPER_URL"
export_if_set HAULKIT_CLIENT_ID "$IN_CLIENT_ID"
export_if_set HAULKIT_CLIENT_SECRET "$IN_CLIENT_SECRET"
export_if_set HAULKIT_PRICING_URL "$IN_PRICING_URL"
export_if_set HAULKIT_PRICING_API_KEY "$IN_PRICING_API_KEY"
export_if_set HAULKIT_SECOND_CLIENT_ID "$IN_SECOND_CLIENT_ID"
export_if_set HAULKIT_SECOND_CLIENT_SECRET "$IN_SECOND_CLIENT_SECRET"
export_if_set HAULKIT_WEBHOOK_URL "$IN_WEBHOOK_URL"
export_if_set HAULKIT_FIXTURES "$IN_FIXTURES"
unset IN_CLIENT_SECRET IN_PRICING_API_KEY IN_SECOND_CLIENT_SECRET

args=(--reports-dir "$IN_REPORTS_DIR")
set -f
for suite in $IN_SUITES; do args+=(--suite "$suite"); done
# each_line <flag> <input>: the flag once per non-empty line of a multi-line input.
each_line() {
  local line
  while IFS= read -r line; do
    if [ -n "$line" ]; then args+=("$1" "$line"); fi
  done <<<"$2"
}
each_line --tag "${IN_TAGS:-}"
each_line --overlay "${IN_OVERLAYS:-}"
each_line --baseline "${IN_BASELINE:-}"
each_line --actors "${IN_ACTORS:-}"
if [ -n "${IN_WRITE_BASELINE:-}" ]; then args+=(--write-baseline "$IN_WRITE_BASELINE"); fi
if [ -n "${IN_ACTORS_URL:-}" ]; then args+=(--actors-url "$IN_ACTORS_URL"); fi
if [ -n "$IN_SHARD" ]; then args+=(--shard "$IN_SHARD"); fi
if [ "$IN_STRICT" = "true" ]; then args+=(--strict); fi
if [ "$IN_ALLOW_WRITES" = "true" ]; then args+=(--allow-writes); fi

node "$CLI" "${args[@]}"
code=$?
echo "exit-code=$code" >>"$GITHUB_OUTPUT"

#!/usr/bin/env bash
# Runs haulkit-contract ($CLI) with the action's inputs (IN_*): the target through HAULKIT_* variables, set only
# when given (none: the embedded sandbox), the selection as flags; with IN_MERGE, merge-reports of the shard
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
while IFS= read -r tag; do
  if [ -n "$tag" ]; then args+=(--tag "$tag"); fi
done <<<"$IN_TAGS"
if [ -n "$IN_SHARD" ]; then args+=(--shard "$IN_SHARD"); fi
if [ "$IN_STRICT" = "true" ]; then args+=(--strict); fi
if [ "$IN_ALLOW_WRITES" = "true" ]; then args+=(--allow-writes); fi

node "$CLI" "${args[@]}"
code=$?
echo "exit-code=$code" >>"$GITHUB_OUTPUT"

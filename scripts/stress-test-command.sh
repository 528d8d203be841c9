#!/usr/bin/env bash
# Proves the test command under load: runs .ci/run (the README's test command) on a fresh clone of this
# repository's HEAD while one busy loop per core keeps every core busy, RUNS times back to back, and prints each
# run's verdict, duration and the load average seen. The busy loops are bounded in time and end with each run.
set -uo pipefail

usage() {
  cat <<'EOF'
Usage: scripts/stress-test-command.sh [--runs N] [--hog-seconds S] [--keep]

Runs `bash .ci/run` on a fresh clone of HEAD (commit first: uncommitted changes are not in the clone) while one
busy loop per core (nproc) keeps the machine loaded, N times back to back, and prints one line per run:
verdict, duration, and the 1-minute load average (mean and max, sampled every 15 s).

  --runs N           how many runs (default 1)
  --hog-seconds S    each busy loop stops by itself after S seconds at the latest (default 5400, CI's limit)
  --keep             keep each run's clone and log (default: kept only when the run fails)
  -h, --help         this text

Exit status: 0 when every run passed, 1 when one failed, 2 on bad arguments.
Logs: $TMPDIR/haulkit-stress-*/run.log (the path is printed for a failed or kept run).
EOF
}

runs=1
hog_seconds=5400
keep=0
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="${2:-}"; shift 2 ;;
    --hog-seconds) hog_seconds="${2:-}"; shift 2 ;;
    --keep) keep=1; shift ;;
    -h | --help) usage; exit 0 ;;
    *) echo "stress-test-command: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
  esac
done
for value in "$runs" "$hog_seconds"; do
  if ! [[ "$value" =~ ^[1-9][0-9]*$ ]]; then
    echo "stress-test-command: '$value' is not a whole number >= 1" >&2
    exit 2
  fi
done

repo="$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"
cores="$(nproc)"
hogs=()
sampler=""

stop_load() {
  for pid in "${hogs[@]}"; do kill "$pid" 2>/dev/null; done
  [ -n "$sampler" ] && kill "$sampler" 2>/dev/null
  wait 2>/dev/null
  hogs=()
  sampler=""
}
trap 'stop_load; exit 130' INT TERM
trap 'stop_load' EXIT

failed=0
echo "stress-test-command: $runs run(s) of .ci/run on fresh clones of $(git -C "$repo" rev-parse --short HEAD), $cores busy loop(s)"
for run in $(seq 1 "$runs"); do
  work="$(mktemp -d "${TMPDIR:-/tmp}/haulkit-stress-XXXXXX")"
  git clone --quiet "$repo" "$work/haulkit"
  for _ in $(seq 1 "$cores"); do
    timeout "$hog_seconds" sh -c 'while :; do :; done' &
    hogs+=("$!")
  done
  (while :; do cut -d' ' -f1 /proc/loadavg >>"$work/load.txt"; sleep 15; done) &
  sampler="$!"
  started="$(date +%s)"
  (cd "$work/haulkit" && CI=true bash .ci/run </dev/null >"$work/run.log" 2>&1)
  code=$?
  seconds=$(($(date +%s) - started))
  stop_load
  load="$(awk '{ sum += $1; if ($1 > max) max = $1 } END { if (NR) printf "mean %.1f, max %.1f", sum / NR, max }' "$work/load.txt")"
  verdict="passed"
  [ "$code" -ne 0 ] && verdict="FAILED (exit $code)" && failed=1
  closing="$(grep -E '^tests: ' "$work/run.log" | tail -1)"
  echo "run $run/$runs: $verdict in ${seconds} s ($((seconds / 60)) min $((seconds % 60)) s); load average $load; ${closing:-no closing line}"
  if [ "$code" -ne 0 ] || [ "$keep" -eq 1 ]; then
    echo "  log: $work/run.log"
  else
    rm -rf "$work"
  fi
done
exit "$failed"

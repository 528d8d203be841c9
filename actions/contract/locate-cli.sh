#!/usr/bin/env bash
# Prints bin=<path of haulkit-contract.js> to $GITHUB_OUTPUT: this checkout's package (installed and built) when the
# action runs inside the haulkit repository itself, else @haulkit/contract-tests at the action's own version.
set -euo pipefail
repo="$(cd "$ACTION_PATH/../.." && pwd)"
package="$repo/packages/contract-tests"
version="$(node -p "require(process.argv[1]).version" "$package/package.json")"
if [ "$repo" = "$(cd "${GITHUB_WORKSPACE:-.}" && pwd)" ]; then
  echo "haulkit-contract $version from this checkout"
  cd "$repo"
  npx --yes pnpm@10.34.8 install --frozen-lockfile --prefer-offline
  npx --yes pnpm@10.34.8 exec turbo run build --filter=@haulkit/contract-tests... --output-logs=errors-only
  echo "bin=$package/bin/haulkit-contract.js" >>"$GITHUB_OUTPUT"
else
  echo "haulkit-contract $version from the registry"
  prefix="${RUNNER_TEMP:-/tmp}/haulkit-contract-$version"
  npm install --prefix "$prefix" --no-save --no-audit --no-fund "@haulkit/contract-tests@$version"
  echo "bin=$prefix/node_modules/@haulkit/contract-tests/bin/haulkit-contract.js" >>"$GITHUB_OUTPUT"
fi

/** `pnpm pack` of each public package into one directory: the tarballs a registry would serve. */
import { join } from "node:path";
import { run, step } from "./command.js";
import type { WorkspacePackage } from "./workspace.js";

export interface PackedPackage {
  name: string;
  version: string;
  tarball: string;
}

/** pnpm as the workspace runs it: the pnpm running this script when there is one, else `npx pnpm@<pinned>`. */
export function pnpmCommand(env: NodeJS.ProcessEnv = process.env): [string, string[]] {
  const execPath = env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return [process.execPath, [execPath]];
  return ["npx", ["--yes", "pnpm@10.34.8"]];
}

const tarballName = (name: string, version: string) => `${name.replace(/^@/, "").replace("/", "-")}-${version}.tgz`;

export async function packAll(packages: readonly WorkspacePackage[], into: string): Promise<PackedPackage[]> {
  const [command, prefix] = pnpmCommand();
  const packed: PackedPackage[] = [];
  for (const { dir, manifest } of packages) {
    step(`packing ${manifest.name}@${manifest.version}`);
    await run(command, [...prefix, "pack", "--pack-destination", into], { cwd: dir });
    packed.push({
      name: manifest.name,
      version: manifest.version,
      tarball: join(into, tarballName(manifest.name, manifest.version)),
    });
  }
  return packed;
}

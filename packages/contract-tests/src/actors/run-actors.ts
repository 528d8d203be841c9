/** The actors of one run: the modules loaded and merged, served on a local address for the run's length. */
import { UsageError } from "../cli/args.js";
import type { ActionName } from "./actions.js";
import { startActorsServer } from "./actors-server.js";
import { loadActors, SANDBOX_ACTORS } from "./load-actors.js";

export interface RunActors {
  url: string;
  actions: readonly ActionName[];
  /** One line for the run's banner. */
  line: string;
  close(): Promise<void>;
}

/** Undefined without --actors or --actors-url; --actors-url alone loads the sandbox actors module. */
export async function startActors(
  given: { modules: string[]; url: string | undefined } | undefined,
  shipperUrl: string | undefined,
  cwd: string,
): Promise<RunActors | undefined> {
  if (!given || (given.modules.length === 0 && given.url === undefined)) return undefined;
  if (shipperUrl === undefined) {
    throw new UsageError("--actors and --actors-url need a --shipper-url target (the embedded sandbox has its own)");
  }
  const modules = given.modules.length > 0 ? given.modules : [SANDBOX_ACTORS];
  const table = await loadActors(modules, { shipperUrl, actorsUrl: given.url }, cwd);
  const server = await startActorsServer(table);
  const at = given.url ? `, helpers at ${given.url}` : "";
  return {
    url: server.url,
    actions: [...table.keys()],
    line: `actors: ${modules.join(", ")} (${table.size} actions${at})`,
    close: () => server.close(),
  };
}

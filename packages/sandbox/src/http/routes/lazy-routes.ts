/**
 * Routes whose module is imported on the first request to one of them: starting the sandbox loads none of the
 * handlers and the domain modules only they use (about half of the package's modules).
 */
import type { Route, RouteTable } from "../route.js";

/** A route module: the operations it implements, and how to import it. */
export interface RouteModule {
  operationIds: readonly string[];
  load: () => Promise<RouteTable>;
}

/** A stand-in that becomes the module's route once `load()` resolved (`load` is then gone). */
function lazyRoute(operationId: string, loadModule: () => Promise<RouteTable>): Route {
  const route: Route = {
    handle: () => {
      throw new Error(`route ${operationId} was called before its module was loaded`);
    },
    ownValidation: undefined,
    refineBodyErrors: undefined,
    load: async () => {
      const loaded = (await loadModule())[operationId];
      if (!loaded) throw new Error(`its route module does not implement ${operationId}`);
      route.handle = loaded.handle;
      route.ownValidation = loaded.ownValidation;
      route.refineBodyErrors = loaded.refineBodyErrors;
      route.load = undefined;
    },
  };
  return route;
}

/** One lazy route per operation of each module; each module is imported once, by the first of its routes asked. */
export function lazyRoutes(modules: readonly RouteModule[]): RouteTable {
  const table: RouteTable = {};
  for (const module of modules) {
    let loading: Promise<RouteTable> | undefined;
    const loadModule = () => {
      loading ??= module.load();
      return loading;
    };
    for (const operationId of module.operationIds) table[operationId] = lazyRoute(operationId, loadModule);
  }
  return table;
}

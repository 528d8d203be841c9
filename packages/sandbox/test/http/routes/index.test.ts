import { describe, expect, it } from "vitest";
import type { Route, RouteTable } from "../../../src/http/route.js";
import { allRoutes, ROUTE_MODULES } from "../../../src/http/routes/index.js";
import { lazyRoutes } from "../../../src/http/routes/lazy-routes.js";

describe("the route table", () => {
  it("lists exactly the operations each route module implements", async () => {
    for (const module of ROUTE_MODULES) {
      const loaded = await module.load();
      expect(Object.keys(loaded).sort()).toEqual([...module.operationIds].sort());
    }
    const ids = ROUTE_MODULES.flatMap((module) => module.operationIds);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(allRoutes()).sort()).toEqual([...ids].sort());
  });

  it("turns every lazy route into its module's route once loaded", async () => {
    const routes = allRoutes();
    for (const module of ROUTE_MODULES) {
      const loaded = await module.load();
      for (const operationId of module.operationIds) {
        const route = routes[operationId] as Route;
        expect(route.load).toBeTypeOf("function");
        await route.load?.();
        const own = loaded[operationId] as Route;
        expect(route.load).toBeUndefined();
        expect(route.handle).toBe(own.handle);
        expect(route.ownValidation).toBe(own.ownValidation);
        expect(route.refineBodyErrors).toBe(own.refineBodyErrors);
      }
    }
  });
});

describe("lazyRoutes", () => {
  const target: Route = { handle: () => ({ status: 204, body: undefined }), ownValidation: true };

  it("imports a module once, whichever of its routes comes first, and not before", async () => {
    let imports = 0;
    const routes = lazyRoutes([
      {
        operationIds: ["a", "b"],
        load: async () => {
          imports++;
          return { a: target, b: target } satisfies RouteTable;
        },
      },
    ]);
    expect(imports).toBe(0);
    expect(() => routes.a?.handle({} as never)).toThrow(/before its module was loaded/);
    await Promise.all([routes.a?.load?.(), routes.b?.load?.()]);
    expect(imports).toBe(1);
    expect(routes.b?.handle({} as never)).toEqual({ status: 204, body: undefined });
    expect(routes.b?.ownValidation).toBe(true);
  });

  it("fails loudly when the module does not implement a listed operation", async () => {
    const routes = lazyRoutes([{ operationIds: ["missing"], load: async () => ({ other: target }) }]);
    await expect(routes.missing?.load?.()).rejects.toThrow(/does not implement missing/);
  });
});

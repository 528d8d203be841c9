/**
 * `--actors <module>` (repeatable, HAULKIT_ACTORS separated by commas): each module's default export gives actors;
 * a later module overrides an earlier one action by action. `sandbox` names the package's sandbox actors module.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { UsageError } from "../cli/args.js";
import { ACTION_NAMES, type ActionName, type Party } from "./actions.js";
import type { Action, Actors, ActorsContext, ActorsModule } from "./define-actors.js";

/** The name of the package's own module: the sandbox test helpers. */
export const SANDBOX_ACTORS = "sandbox";

/** The played actions, by name. */
export type ActionTable = Map<ActionName, Action>;

/** A module written in TypeScript (`.ts`, `.mts`, `.cts`): loaded through tsx's loader, registered on first need. */
const TYPESCRIPT = /\.[cm]?ts$/;
let tsxRegistered = false;

async function load(specifier: string, cwd: string): Promise<{ default?: unknown }> {
  if (specifier === SANDBOX_ACTORS) return import("./sandbox-actors.js");
  if (TYPESCRIPT.test(specifier) && !tsxRegistered) {
    const { register } = await import("tsx/esm/api");
    register();
    tsxRegistered = true;
  }
  return (await import(pathToFileURL(resolve(cwd, specifier)).href)) as { default?: unknown };
}

async function importModule(specifier: string, cwd: string): Promise<ActorsModule> {
  let module: { default?: unknown };
  try {
    module = await load(specifier, cwd);
  } catch (error) {
    throw new UsageError(`actors module ${specifier} cannot be loaded: ${(error as Error).message.split("\n")[0]}`);
  }
  const value = module.default;
  if (typeof value !== "function" && (typeof value !== "object" || value === null)) {
    throw new UsageError(`actors module ${specifier} has no default export (export default defineActors({...}))`);
  }
  return value as ActorsModule;
}

/** The actions of one module's actors; a UsageError naming an unknown party or action. */
function actionsOf(specifier: string, actors: Actors): ActionTable {
  const table: ActionTable = new Map();
  for (const [party, actions] of Object.entries(actors as Record<string, Record<string, unknown> | undefined>)) {
    for (const [name, action] of Object.entries(actions ?? {})) {
      const full = `${party as Party}.${name}` as ActionName;
      if (!ACTION_NAMES.includes(full)) throw new UsageError(`actors module ${specifier}: unknown action '${full}'`);
      if (typeof action !== "function") throw new UsageError(`actors module ${specifier}: ${full} is not a function`);
      table.set(full, action as Action);
    }
  }
  return table;
}

/** The modules' actions merged in order (a later module's action replaces an earlier one's). */
export async function loadActors(specifiers: readonly string[], context: ActorsContext, cwd: string) {
  const merged: ActionTable = new Map();
  for (const specifier of specifiers) {
    const module = await importModule(specifier, cwd);
    const actors = typeof module === "function" ? await module(context) : module;
    for (const [name, action] of actionsOf(specifier, actors)) merged.set(name, action);
  }
  return merged;
}

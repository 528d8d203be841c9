/**
 * The sandbox actors: every action played by the haulkit sandbox's test helpers (`/_sandbox`), at the API's own
 * address or at another base URL — a target behind a gateway that hides `/_sandbox` can still be driven.
 */
import { operation } from "../spec/operations.js";
import { ACTION_NAMES, operationOf, type Party } from "./actions.js";
import { type Action, type Actors, type ActorsContext, defineActors } from "./define-actors.js";

function helper(url: string, operationId: string): Action {
  const op = operation(operationId);
  return async ({ path, query, body, token }) => {
    const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(path[name] ?? ""));
    const search = new URLSearchParams(query).toString();
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${url}${filled}${search ? `?${search}` : ""}`, {
      method: op.method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    let json: unknown = text;
    try {
      json = text === "" ? undefined : JSON.parse(text);
    } catch {
      // Not JSON: passed on as text, for the suite's check to name.
    }
    return { status: response.status, body: json };
  };
}

/** Every action, each forwarded to the helper at `url` (the base URL the `/_sandbox` paths hang from). */
export function sandboxActors({ url }: { url: string }): Actors {
  const actors: Record<string, Record<string, Action>> = {};
  for (const action of ACTION_NAMES) {
    const [party, name] = action.split(".") as [Party, string];
    actors[party] ??= {};
    (actors[party] as Record<string, Action>)[name] = helper(url.replace(/\/+$/, ""), operationOf(action));
  }
  return actors as Actors;
}

/** The module `--actors sandbox` loads: the helpers at --actors-url, else at the API's address. */
export default defineActors((context: ActorsContext) =>
  sandboxActors({ url: context.actorsUrl ?? context.shipperUrl }),
);

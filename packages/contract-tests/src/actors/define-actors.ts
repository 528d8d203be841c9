/**
 * What an actors module a team writes for its target looks like: actions grouped by party, each taking the request
 * the suite would have sent to the sandbox helper and answering as the helper would (status and JSON body).
 */
import type { ACTIONS, Party } from "./actions.js";

/** The request of one action: the helper's path parameters, query, JSON body, and the suite's bearer token. */
export interface ActorRequest {
  /** `party.action`, e.g. `carrier.pickUp`. */
  action: string;
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  /** The suite's bearer token on the target (for an actor that calls the target's own test tools). */
  token: string | undefined;
}

/** The answer the suite checks, as the sandbox helper documents it (spec/sandbox). */
export interface ActorAnswer {
  status: number;
  body: unknown;
}

export type Action = (request: ActorRequest) => Promise<ActorAnswer>;

/** Actions grouped by party; an action left out is not played (its tests are skipped naming it). */
export type Actors = { [P in Party]?: { [A in keyof (typeof ACTIONS)[P]]?: Action } };

/** Where the run points: given to an actors module that exports a function. */
export interface ActorsContext {
  /** The API under test. */
  shipperUrl: string;
  /** `--actors-url` (HAULKIT_ACTORS_URL): where helpers are served when not at the API's address. */
  actorsUrl: string | undefined;
}

/** An actors module's default export: the actors, or a function of the run's context that makes them. */
export type ActorsModule = Actors | ((context: ActorsContext) => Actors | Promise<Actors>);

/** Types an actors module's default export (it is returned as it is). */
export function defineActors<T extends ActorsModule>(actors: T): T {
  return actors;
}

/** A helper's success answer: `{ status: "success", data: { object } }` with 200. */
export function answered(object: unknown, status = 200): ActorAnswer {
  return { status, body: { status: "success", data: { object } } };
}

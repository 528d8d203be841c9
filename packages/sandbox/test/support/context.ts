/** A sandbox context without HTTP, for tests that drive the domain modules directly. */
import { createContext } from "../../src/sandbox.js";
import type { Organisation } from "../../src/state/organisations.js";
import { START } from "./sandbox.js";

export function domainContext() {
  const { ctx, clients, setBaseUrl } = createContext({ clock: "manual", clockStart: START });
  setBaseUrl("http://127.0.0.1:4010");
  const org: Organisation = ctx.orgs.get((clients[0] as { orgGuid: string }).orgGuid);
  return { ctx, org };
}

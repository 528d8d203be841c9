/**
 * An organisation of its own for each test of a block: a test that moves its organisation's clock must not move it
 * under another test. When the target has further organisations (the embedded sandbox: `ORGANISATIONS_PER_TEST`), the
 * block's tests run side by side, each as its own client; without them (a foreign target) they run one after another
 * on the suite's organisation.
 */
import { describe } from "vitest";
import { requestToken } from "../target/probe.js";
import type { ClientPair } from "../target/target.js";
import { createCall } from "./call.js";
import type { Suite } from "./contract.js";
import { createSend } from "./send.js";

export interface OwnOrganisations {
  /** True when each test of the block has an organisation of its own, so they run side by side. */
  readonly apart: boolean;
  /** A block of tests that each take an organisation of their own: concurrent when `apart`, else in sequence. */
  describe(name: string, body: () => void): void;
  /** The running test's organisation, as a suite making its calls as that client (in sequence, the suite itself). */
  take(): Promise<Suite>;
}

export function ownOrganisations(suite: Suite): OwnOrganisations {
  const spare = [...(suite.target.organisations ?? [])];
  const apart = spare.length > 0;
  return {
    apart,
    describe: (name, body) => (apart ? describe(name, body) : describe.sequential(name, body)),
    take: async () => {
      if (!apart) return suite;
      const client = spare.shift();
      if (!client) {
        const had = suite.target.organisations?.length ?? 0;
        throw new Error(
          `suite ${suite.name}: more tests take an organisation of their own than the target's ${had} (ORGANISATIONS_PER_TEST in src/target/embedded.ts)`,
        );
      }
      return asClient(suite, client, await requestToken({ ...suite.target, ...client }));
    },
  };
}

/** The suite as another client: its checked calls carry that client's token, and it renews its own. */
function asClient(suite: Suite, client: ClientPair, firstToken: string): Suite {
  let token = firstToken;
  return {
    ...suite,
    call: createCall(suite.target, () => token),
    send: createSend(suite.target, () => token),
    token: () => token,
    renewToken: async () => {
      token = await requestToken({ ...suite.target, ...client });
    },
  };
}

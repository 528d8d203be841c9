/**
 * The client of a second organisation (`--second-client-id`; the embedded sandbox has one): calls made as it go
 * through the suite's own checked calls with its token, so they are spec-checked and covered like any other.
 */
import { beforeAll, inject } from "vitest";
import { requestToken } from "../target/probe.js";
import type { Call } from "./call.js";
import type { Suite } from "./contract.js";

export interface SecondClient {
  /** A checked call as the second organisation's client. */
  call: Call;
  token(): string;
}

export function secondClient(suite: Suite): SecondClient {
  let token: string | undefined;
  let setupFailure: { error: unknown } | undefined;
  beforeAll(async () => {
    const second = suite.target.second;
    try {
      if (second) token = await requestToken({ ...suite.target, ...second });
    } catch (error) {
      // Under `pnpm mutation` the tests fail with it (RunContext.setupFailsTests).
      if (!inject("haulkit.run").setupFailsTests) throw error;
      setupFailure = { error };
    }
  });
  const current = () => {
    if (setupFailure) throw setupFailure.error;
    if (token === undefined) throw new Error(`suite ${suite.name} has no token of a second client`);
    return token;
  };
  return {
    call: (operationId, options = {}) => suite.call(operationId, { ...options, token: current() }),
    token: current,
  };
}

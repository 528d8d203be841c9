/**
 * The client of a second organisation (`--second-client-id`; the embedded sandbox has one): calls made as it go
 * through the suite's own checked calls with its token, so they are spec-checked and covered like any other.
 */
import { beforeAll } from "vitest";
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
  beforeAll(async () => {
    const second = suite.target.second;
    if (second) token = await requestToken({ ...suite.target, ...second });
  });
  const current = () => {
    if (token === undefined) throw new Error(`suite ${suite.name} has no token of a second client`);
    return token;
  };
  return {
    call: (operationId, options = {}) => suite.call(operationId, { ...options, token: current() }),
    token: current,
  };
}

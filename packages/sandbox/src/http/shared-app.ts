/**
 * One Fastify app answering several sandboxes: the app's own server serves the sandbox it was built with, and each
 * other sandbox gets an HTTP server of its own (its own port) that marks every request with that sandbox's context
 * before the app routes it. Building the app (about a hundred routes) is most of a sandbox's start; a contract run's
 * embedded sandboxes pay it once.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerTimeouts } from "../config.js";
import type { SandboxContext } from "../context.js";
import { answerClientError } from "./client-errors.js";

const SANDBOX_OF_REQUEST = Symbol("haulkit sandbox of the request");

type MarkedRequest = IncomingMessage & { [SANDBOX_OF_REQUEST]?: SandboxContext };

/** The context of the sandbox a request came to: the one its server marked it with, else the app's own. */
export function contextOf(request: FastifyRequest, own: SandboxContext): SandboxContext {
  return (request.raw as MarkedRequest)[SANDBOX_OF_REQUEST] ?? own;
}

/**
 * Node's timeouts of a sandbox server: headers and whole request (408 in the failure envelope through
 * client-errors.ts, then the connection is closed), and idle keep-alive connections (closed). Node checks the first
 * two every `connectionsCheckingInterval` (30 s by default, which let a slow request live ~86 s past a 60 s limit):
 * here a quarter of the shorter limit, at most 1 s. A request without Host reaches the routes, which refuse it in
 * the envelope (Node's own 400 has no body).
 */
export function serverOptions(timeouts: ServerTimeouts) {
  return {
    requireHostHeader: false,
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(timeouts.headersMs / 4))),
  };
}

/** A backstop past the request and idle limits (a client that stops reading its answer): never ends a request early. */
export const connectionTimeoutOf = (timeouts: ServerTimeouts): number => timeouts.requestMs + timeouts.idleMs;

/**
 * A server for another sandbox on `app`, set up as Fastify sets up its own (the same timeouts, client errors in the
 * failure envelope); not listening yet. Its requests reach the app as `ctx`'s.
 */
export function serverFor(app: FastifyInstance, ctx: SandboxContext, timeouts: ServerTimeouts): Server {
  const server = createServer(serverOptions(timeouts), (request, response) => {
    (request as MarkedRequest)[SANDBOX_OF_REQUEST] = ctx;
    app.routing(request, response);
  });
  server.keepAliveTimeout = timeouts.idleMs;
  server.setTimeout(connectionTimeoutOf(timeouts));
  server.on("clientError", answerClientError);
  return server;
}

/** Listens on `port` of `host`; rejects with the listen error (a port in use). */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** Stops `server`: its connections are closed at once (as Fastify's `forceCloseConnections` does for its own). */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

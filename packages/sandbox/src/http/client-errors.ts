/**
 * Answers for requests Node's HTTP parser refuses before any route sees them (malformed HTTP, headers over the
 * size limit, a request not received in time): the failure envelope of the service the request line names,
 * written straight to the socket, which is then closed. Fastify's default answers in its own shape.
 * An HTTP/1.1 request without `Host`, which Node would answer with an empty 400, is refused by the routes instead
 * (`missingHost`).
 */
import { maxHeaderSize, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyRequest, FastifyServerOptions } from "fastify";
import { ApiError, serviceFailure } from "../domain/errors.js";
import type { ServiceName } from "../spec/documents.js";
import { pathOf, serviceOfUrl } from "./request-state.js";

/** What Node hands to a server's `clientError` listener. */
export interface ClientError extends Error {
  code?: string;
  /** The parser's own wording of the problem (a fixed text, never the request's bytes). */
  reason?: string;
  /** The bytes read so far, when the parser failed (a Buffer; typed loosely, as Fastify does). */
  rawPacket?: unknown;
}

export interface ClientErrorAnswer {
  status: number;
  service: ServiceName;
  body: unknown;
}

/** The service of the request line's target (`GET /api/v1/... HTTP/1.1`); the shipper API when there is none. */
function serviceOfPacket(packet: unknown): ServiceName {
  if (!Buffer.isBuffer(packet)) return "shipper";
  const end = packet.indexOf(10);
  const line = packet.toString("latin1", 0, end < 0 ? Math.min(packet.length, 8192) : end);
  const target = line.split(" ")[1];
  if (!target) return "shipper";
  const path = target.startsWith("/") ? target : /^https?:\/\/[^/]*(\/.*)?$/i.exec(target)?.[1];
  return path ? serviceOfUrl(pathOf(path)) : "shipper";
}

/** The answer to a refused request: 431, 408, or 400 for any other malformed HTTP. */
export function clientErrorAnswer(error: ClientError): ClientErrorAnswer {
  const service = serviceOfPacket(error.rawPacket);
  const answer = (status: number, errorId: string, message: string) => ({
    status,
    service,
    body: serviceFailure(service, errorId, message),
  });
  if (error.code === "HPE_HEADER_OVERFLOW") {
    return answer(431, "HEADERS_TOO_LARGE", `The request line and headers exceed ${maxHeaderSize} bytes`);
  }
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
    return answer(408, "REQUEST_TIMEOUT", "The request was not received in time");
  }
  const reason = error.reason ? `: ${error.reason}` : "";
  return answer(400, "BAD_REQUEST", `The request is not well-formed HTTP${reason}`);
}

/** The response of the connection's previous request, when it is still being written (Node's own field). */
type HttpSocket = Socket & { _httpMessage?: { headersSent?: boolean } | null };

/** Fastify's type of the listener's socket: any stream (HTTP/2 too); this server's sockets are `net.Socket`s. */
type AnySocket = Parameters<NonNullable<FastifyServerOptions["clientErrorHandler"]>>[1];

/**
 * The server's `clientError` listener: answers in the failure envelope, then closes the connection. As Node does,
 * nothing is written while an earlier response on the connection is half sent: the bytes would corrupt it.
 */
export function answerClientError(error: ClientError, anySocket: AnySocket): void {
  const socket = anySocket as HttpSocket;
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable && !socket._httpMessage?.headersSent) {
    const { status, body } = clientErrorAnswer(error);
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

/**
 * RFC 9112 §3.2: an HTTP/1.1 request without a `Host` header is a 400 (the check Node makes, in the failure envelope
 * of the request's service; `request.sandbox` is set). HTTP/1.0 needs none; an empty `Host` is allowed.
 */
export function missingHost(request: FastifyRequest): ApiError | undefined {
  const raw = request.raw;
  if (request.headers.host !== undefined || raw.httpVersionMajor !== 1 || raw.httpVersionMinor !== 1) return undefined;
  const failure = serviceFailure(request.sandbox.service, "BAD_REQUEST", "An HTTP/1.1 request needs a Host header");
  return new ApiError(400, failure, true);
}

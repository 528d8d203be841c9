/** A real webhook receiver for tests: a local HTTP server that records each request and answers as scripted. */
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";

/** An HTTP status, `hang` (never answer until released), or `reset` (destroy the connection). */
export type Answer = number | "hang" | "reset";

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: the assertions that read a body check its shape
  body: any;
  /** How the receiver answered it. */
  answer: Answer;
}

export class Receiver {
  readonly requests: ReceivedRequest[] = [];
  /** Answers that were written (status codes), in order: lets a test see whether a hung request was answered. */
  readonly answered: number[] = [];
  private readonly queue: Answer[] = [];
  private fallback: Answer = 200;
  private readonly held = new Set<ServerResponse>();
  private waiters: Array<() => void> = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<Receiver> {
    let receiver: Receiver | undefined;
    const server = createServer((request, response) => receiver?.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    receiver = new Receiver(server, `http://127.0.0.1:${port}/hooks`);
    return receiver;
  }

  /** Answers for the next requests, in order; afterwards `otherwise` (default 200). */
  script(answers: Answer[], otherwise: Answer = 200): this {
    this.queue.splice(0, this.queue.length, ...answers);
    this.fallback = otherwise;
    return this;
  }

  /** Resolves once `count` requests have arrived. */
  async received(count: number): Promise<ReceivedRequest[]> {
    while (this.requests.length < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
    return this.requests;
  }

  /** Resolves once every hung request's connection is gone (the sender gave up). */
  async disconnected(): Promise<void> {
    while (this.held.size > 0) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** Answers every hung request with `status`. */
  release(status = 200): void {
    for (const response of this.held) this.respond(response, status);
    this.held.clear();
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const answer = this.queue.shift() ?? this.fallback;
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      this.requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body,
        answer,
      });
      if (answer === "reset") request.socket.destroy();
      else if (answer === "hang") {
        this.held.add(response);
        response.on("close", () => {
          this.held.delete(response);
          for (const wake of this.waiters.splice(0)) wake();
        });
      } else this.respond(response, answer);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  private respond(response: ServerResponse, status: number): void {
    if (response.destroyed) return;
    const headers = status >= 300 && status < 400 ? { location: "/elsewhere" } : {};
    response.writeHead(status, headers).end("{}");
    this.answered.push(status);
  }
}

/** A URL where nothing listens (a port that was just freed). */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/hooks`;
}

/** A proxy on port 0 in front of a target that can replace chosen answers: a target with a bug on purpose. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface Incoming {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string;
}

export interface Tampered {
  status: number;
  body: string;
}

export interface TamperProxy {
  url: string;
  /** Every Authorization header value that went through. */
  credentials: Set<string>;
  close(): Promise<void>;
}

/** `tamper` answers instead of the target when it returns something; `rewrite` may change the target's answer. */
export async function startTamperProxy(
  target: string,
  tamper: (request: Incoming) => Tampered | undefined,
  rewrite: (request: Incoming, status: number, body: string) => string = (_r, _s, body) => body,
): Promise<TamperProxy> {
  const credentials = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const raw = Buffer.concat(chunks);
      const incoming: Incoming = {
        method: request.method ?? "GET",
        path: request.url ?? "/",
        authorization: request.headers.authorization,
        body: raw.toString("utf8"),
      };
      if (incoming.authorization) credentials.add(incoming.authorization);
      const replaced = tamper(incoming);
      if (replaced) {
        response.writeHead(replaced.status, { "content-type": "application/json" }).end(replaced.body);
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          ([name, value]) => typeof value === "string" && !["host", "content-length", "connection"].includes(name),
        ),
      ) as Record<string, string>;
      try {
        const answer = await fetch(`${target}${incoming.path}`, {
          method: incoming.method,
          headers,
          ...(raw.length > 0 ? { body: raw } : {}),
          redirect: "manual",
        });
        const text = rewrite(incoming, answer.status, await answer.text());
        const type = answer.headers.get("content-type");
        response.writeHead(answer.status, type ? { "content-type": type } : {}).end(text);
      } catch {
        response.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

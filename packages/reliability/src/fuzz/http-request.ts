/** A request as it goes on the wire, and a short printable form of it (bodies cut, secrets never included). */

export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array | undefined;
}

/** Long runs of one short unit (`xxxx...`, `{"a":[{"a":[...`) as `⟪unit × count⟫`, so huge bodies stay readable. */
export function compressRuns(text: string): string {
  return text.replace(/(.{1,8}?)\1{15,}/gs, (run, unit: string) => `⟪${unit} × ${run.length / unit.length}⟫`);
}

/** The request without credentials, repeated runs compressed and a long body cut to its start and size. */
export function describeRequest(request: HttpRequest, max = 600): Record<string, unknown> {
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => !["authorization", "x-api-key"].includes(name.toLowerCase())),
  );
  const auth = Object.keys(request.headers).find((name) => ["authorization", "x-api-key"].includes(name.toLowerCase()));
  const body = request.body;
  const raw = body === undefined ? undefined : typeof body === "string" ? body : Buffer.from(body).toString("utf8");
  const text = raw === undefined ? undefined : compressRuns(raw);
  const url = request.url.length > max ? `${request.url.slice(0, max)}... (${request.url.length} chars)` : request.url;
  return {
    method: request.method,
    url,
    headers: { ...headers, ...(auth ? { [auth]: "<credential>" } : {}) },
    ...(text === undefined
      ? {}
      : { body: text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text }),
  };
}

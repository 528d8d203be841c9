/** Reads a response body as text, stopping (and cancelling the rest of the download) once it passes a byte cap. */

const decoder = new TextDecoder();

/**
 * The body's text, or `tooLarge()` thrown as soon as a declared `Content-Length` or the bytes read so far pass
 * `limitBytes` (`Infinity`: no cap). The rest of the body is cancelled, so the connection stops downloading it.
 * `lengthIsBinding`: the response came from Node's fetch, which never delivers more than a declared length; then a
 * body declared within the cap and not compressed (a compressed one may inflate past it) is read in one go.
 */
export function readBody(
  response: Response,
  limitBytes: number,
  tooLarge: () => Error,
  lengthIsBinding = false,
): Promise<string> {
  const body = response.body;
  if (body === null) return Promise.resolve("");
  if (!Number.isFinite(limitBytes)) return response.text();
  const { headers } = response;
  const declared = Number(headers.get("content-length") ?? Number.NaN);
  if (declared > limitBytes) {
    body.cancel().catch(() => {});
    return Promise.reject(tooLarge());
  }
  if (lengthIsBinding && declared <= limitBytes && !headers.has("content-encoding")) return response.text();
  return readCapped(body, limitBytes, tooLarge);
}

/** The stream's bytes as text, counted as they come. */
async function readCapped(body: ReadableStream<Uint8Array>, limitBytes: number, tooLarge: () => Error) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limitBytes) {
      reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return decoder.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total));
}

/** The media type of a `Content-Type` value, as requests and uploaded parts name it. */

/** The last value read and its media type: a client sends the same `Content-Type` on every request (speed). */
let lastValue: string | undefined;
let lastType: string | undefined;

/** `Application/JSON; charset=utf-8` -> `application/json`. */
export function mediaTypeOf(contentType: string | undefined): string | undefined {
  if (contentType !== undefined && contentType === lastValue) return lastType;
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  lastValue = contentType;
  lastType = type ? type : undefined;
  return lastType;
}

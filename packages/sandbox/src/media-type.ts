/** The media type of a `Content-Type` value, as requests and uploaded parts name it. */

/** `Application/JSON; charset=utf-8` -> `application/json`. */
export function mediaTypeOf(contentType: string | undefined): string | undefined {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type ? type : undefined;
}

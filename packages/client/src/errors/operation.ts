/** The operation an error belongs to: the HTTP method and the spec's path template (no query, no secrets). */
export interface Operation {
  method: string;
  path: string;
}

/** `GET /v1/public/orders/{guid}` */
export function describeOperation(operation: Operation): string {
  return `${operation.method} ${operation.path}`;
}

/** The two sandbox calls the benchmarks need before loading it: a token and one order to read back. */

export interface Credentials {
  clientId: string;
  clientSecret: string;
}

/** A bearer token by the client-credentials grant (HTTP Basic). Errors name the status only, never a secret. */
export async function fetchToken(baseUrl: string, credentials: Credentials, fetchImpl = fetch): Promise<string> {
  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString("base64");
  const response = await fetchImpl(`${baseUrl}/oauth/token?grant_type=client_credentials`, {
    method: "POST",
    headers: { authorization: `Basic ${basic}` },
  });
  const body = (await response.json().catch(() => undefined)) as { access_token?: unknown } | undefined;
  if (response.status !== 200 || typeof body?.access_token !== "string") {
    throw new Error(`token request answered ${response.status} without an access token`);
  }
  return body.access_token;
}

/** Creates an order and returns its guid. */
export async function createOrder(baseUrl: string, token: string, json: string, fetchImpl = fetch): Promise<string> {
  const response = await fetchImpl(`${baseUrl}/v1/public/orders`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: json,
  });
  const body = (await response.json().catch(() => undefined)) as { data?: { object?: { guid?: unknown } } } | undefined;
  const guid = body?.data?.object?.guid;
  if (response.status !== 200 || typeof guid !== "string") {
    throw new Error(`create order answered ${response.status}: ${JSON.stringify(body)?.slice(0, 300)}`);
  }
  return guid;
}

/** Clears the caller's organisation (the `/_sandbox/reset` test helper), so load rounds start from the same state. */
export async function resetOrganisation(baseUrl: string, token: string, fetchImpl = fetch): Promise<void> {
  const response = await fetchImpl(`${baseUrl}/_sandbox/reset`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`sandbox reset answered ${response.status}`);
}

/** How many orders the caller's organisation holds (`total_objects` of a one-order page of `listOrders`). */
export async function countOrders(baseUrl: string, token: string, fetchImpl = fetch): Promise<number> {
  const response = await fetchImpl(`${baseUrl}/v1/public/orders?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json().catch(() => undefined)) as
    | { data?: { pagination?: { total_objects?: unknown } } }
    | undefined;
  const total = body?.data?.pagination?.total_objects;
  if (response.status !== 200 || typeof total !== "number") {
    throw new Error(`list orders answered ${response.status} without a total`);
  }
  return total;
}

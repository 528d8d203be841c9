/**
 * A CommonJS consumer: the packages are ESM only, so CommonJS loads them with `import()`, fully typed (types come
 * from `import type`, resolved as ESM). Usage: node out/cjs.cjs <sandbox url>; credentials as for esm.ts.
 */
import type { ApiError as ApiErrorClass } from "@haulkit/client" with { "resolution-mode": "import" };
import type { Order } from "@haulkit/types" with { "resolution-mode": "import" };

async function main(baseUrl: string): Promise<void> {
  const { ApiError, createShipperClient } = await import("@haulkit/client");
  const shipper = createShipperClient({
    baseUrl,
    clientId: process.env.HAULKIT_CLIENT_ID ?? "",
    clientSecret: process.env.HAULKIT_CLIENT_SECRET ?? "",
  });
  const created = await shipper.POST("/v1/public/orders", { body: { vehicles: [{ type: "pickup", make: "Ram" }] } });
  const order: Order = created.data.object;

  let refused: ApiErrorClass | undefined;
  try {
    await shipper.POST("/v1/public/orders", { body: { vehicles: [{ type: "sedan", make: "Kia" }], price: -1 } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    refused = error;
  }
  let errorId = "";
  // Narrowed by kind: a failure's errorId is a string (assigning it is a compile error otherwise).
  if (refused?.kind === "failure") errorId = refused.errorId satisfies string;
  process.stdout.write(
    `${JSON.stringify({ module: typeof require, guid: order.guid, status: refused?.status, kind: refused?.kind, errorId })}\n`,
  );
}

main(process.argv[2] ?? "").catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});

import { ApiError, createShipperClient } from "@haulkit/client";

const shipper = createShipperClient({
  baseUrl: process.env.SHIPPER_BASE_URL ?? "https://api.example.com",
  clientId: process.env.SHIPPER_CLIENT_ID ?? "",
  clientSecret: process.env.SHIPPER_CLIENT_SECRET ?? "",
});
try {
  const created = await shipper.POST("/v1/public/orders", { body: { vehicles: [{ type: "sedan", make: "Toyota" }] } });
  console.log("created", created.data.object.guid);
  for await (const order of shipper.paginate("/v1/public/orders", { params: { query: { size: 100 } } })) {
    console.log(order.number, order.status);
  }
} catch (error) {
  if (error instanceof ApiError) console.error(error.status, error.errorId, error.message);
  else throw error;
}

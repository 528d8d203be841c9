/** `createShipperClient`: the typed client of the shipper API, authenticated with the client-credentials token. */
import type { shipper } from "@haulkit/types";
import { bearerTransport } from "./auth/bearer-transport.js";
import type { CallOptions, ShipperClientOptions } from "./options.js";
import { type ApiClient, createApiClient, type ResponseBody } from "./typed-client.js";

type Paths = shipper.paths;
const ATTACHMENTS = "/v1/public/orders/{order_guid}/attachments";

/** Options of `uploadOrderAttachment`. */
export interface UploadAttachmentOptions extends CallOptions {
  /** The file name sent with the part; default the File's own name, else `attachment`. */
  fileName?: string | undefined;
  /** Protect the GPS metadata of an uploaded photo (`is_location_protected`). Default false (the service's default). */
  isLocationProtected?: boolean | undefined;
}

export interface ShipperClient extends ApiClient<Paths> {
  /** `POST /v1/public/orders/{order_guid}/attachments` as `multipart/form-data` with one `file` part. */
  uploadOrderAttachment(
    orderGuid: string,
    file: Blob,
    options?: UploadAttachmentOptions,
  ): Promise<ResponseBody<Paths, "post", typeof ATTACHMENTS>>;
}

export function createShipperClient(options: ShipperClientOptions): ShipperClient {
  const { baseUrl, transport } = bearerTransport("createShipperClient", options);
  const { api, call } = createApiClient<Paths>(baseUrl, transport);
  const uploadOrderAttachment: ShipperClient["uploadOrderAttachment"] = async (orderGuid, file, upload = {}) => {
    const { fileName, isLocationProtected, ...callOptions } = upload;
    const form = new FormData();
    form.append("file", file, fileName ?? (file instanceof File && file.name ? file.name : "attachment"));
    return (await call("POST", ATTACHMENTS, {
      ...callOptions,
      // An undefined query value is left out of the URL.
      params: { path: { order_guid: orderGuid }, query: { is_location_protected: isLocationProtected } },
      body: {},
      bodySerializer: () => form,
    })) as ResponseBody<Paths, "post", typeof ATTACHMENTS>;
  };
  return { ...api, uploadOrderAttachment };
}

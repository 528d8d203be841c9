/** Where the sandbox says an order's bill of lading lives (the files themselves are not served). */
import type { SandboxContext } from "../../context.js";

export interface BolLinks {
  pdf_bol_url: string;
  online_bol_url: string;
}

/** The pickup BOL's PDF and online locations (also the `url` of getOrderBol). */
export function bolLinks(ctx: SandboxContext, orderGuid: string): BolLinks {
  return {
    pdf_bol_url: `${ctx.baseUrl()}/sandbox/files/bol/${orderGuid}.pdf`,
    online_bol_url: `${ctx.baseUrl()}/sandbox/bol/${orderGuid}`,
  };
}

/** The delivery receipt's PDF location (the `order.delivered_bol` payload). */
export function deliveryReceiptUrl(ctx: SandboxContext, orderGuid: string): string {
  return `${ctx.baseUrl()}/sandbox/files/bol/${orderGuid}/delivery-receipt.pdf`;
}

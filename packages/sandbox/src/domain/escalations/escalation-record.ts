/** How an escalation is kept: the broker's reasons while open, the shipper's resolution once resolved. */
import { defineCollection } from "../../state/collection.js";

export type EscalationStatus = "open" | "resolved";

export interface EscalationRecord {
  guid: string;
  orderGuid: string;
  /** Reason code -> the broker's text. */
  reasons: Record<string, string>;
  status: EscalationStatus;
  submittedAt: number;
  resolvedAt?: number;
  resolverGuid?: string;
  /** Reason code -> the shipper's resolution text. */
  resolveReasons?: Record<string, string>;
}

export const ESCALATIONS = defineCollection<EscalationRecord>("escalations");

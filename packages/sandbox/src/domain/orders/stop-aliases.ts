/**
 * `pickup_counterparty_guid` / `delivery_counterparty_guid`: the documents' samples name a stop's stored customer or
 * terminal in this style, the pickup/delivery table as the stop's `counterparty_guid` (GAPS.md G-153). A request may
 * use either; the order keeps the guid as `pickup.counterparty_guid` / `delivery.counterparty_guid`.
 */
import { type FieldErrors, validationError } from "../errors.js";

type Json = Record<string, unknown>;

const ALIASES = [
  ["pickup_counterparty_guid", "pickup"],
  ["delivery_counterparty_guid", "delivery"],
] as const;

const isBlock = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** The body with each alias moved into its stop (the body itself when it has none); 400 naming the alias when the
 * stop names another guid. A stop is never `null` here: the schema refuses that first. */
export function foldStopAliases(body: Json): Json {
  if (body.pickup_counterparty_guid === undefined && body.delivery_counterparty_guid === undefined) return body;
  const { pickup_counterparty_guid: _pickup, delivery_counterparty_guid: _delivery, ...folded } = body;
  let errors: FieldErrors | undefined;
  for (const [alias, stop] of ALIASES) {
    const guid = body[alias];
    if (guid === undefined) continue;
    const block = folded[stop];
    const given = isBlock(block) ? block.counterparty_guid : undefined;
    if (given !== undefined && given !== guid) {
      errors ??= {};
      errors[alias] = [`must equal ${stop}.counterparty_guid when both are sent`];
      continue;
    }
    folded[stop] = { ...(isBlock(block) ? block : {}), counterparty_guid: guid };
  }
  if (errors) throw validationError("shipper", errors);
  return folded;
}

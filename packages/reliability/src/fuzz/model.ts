/**
 * What one fuzz worker knows of its organisation: the objects it created (fixtures and fuzzed requests that
 * succeeded), kept up to date from the answers. It resolves the late-bound values of a request at send time.
 */
import {
  DROP,
  formatDateTime,
  type Late,
  LateRef,
  type LateResolver,
  LateSink,
  LateTime,
  LateUnique,
  LateVehicles,
  type RefKind,
} from "./late.js";

export interface OrderEntry {
  guid: string;
  vehicles: string[];
  vins: string[];
  removed: boolean;
  loadRequests: string[];
  escalations: string[];
  policyVehicles: string[];
}

export interface CarrierEntry {
  guid: string;
  externalId?: string | undefined;
  preferred: boolean;
  /** Created as this organisation's internal carrier: its guid is no other organisation's (G-097). */
  internal: boolean;
}

/** The objects a request is bound to (its path parameters and the order its body refers to). */
export interface Binding {
  order?: OrderEntry | undefined;
  values: Record<string, string>;
}

type Obj = Record<string, unknown>;

function objectOf(body: unknown): Obj | undefined {
  const data = (body as { data?: { object?: unknown } } | undefined)?.data;
  const object = data?.object;
  return object !== null && typeof object === "object" ? (object as Obj) : undefined;
}

export class WorkerModel {
  readonly orders: OrderEntry[] = [];
  readonly orderByGuid = new Map<string, OrderEntry>();
  /** Offers and price negotiations, each with the order it belongs to. */
  readonly offers: { guid: string; order: string }[] = [];
  readonly negotiations: { guid: string; order: string }[] = [];
  readonly customers: { guid: string; externalId?: string | undefined }[] = [];
  readonly carriers: CarrierEntry[] = [];
  readonly brokers: string[] = [];
  /** Every guid this organisation owns (orders, vehicles, offers, requests...), for the isolation checks. */
  readonly owned = new Set<string>();
  /** Load request guid -> its pending counter offer, as the answers showed it. */
  readonly counterOffers = new Map<string, string>();
  /** Broken store invariants seen in answers (a second counter offer accepted while one was pending). */
  readonly invariantBreaks: string[] = [];
  private unique = 0;

  constructor(
    readonly worker: number,
    readonly now: () => number,
    readonly sinkUrl: string,
  ) {}

  clear(): void {
    for (const list of [this.orders, this.offers, this.customers, this.carriers, this.brokers, this.negotiations]) {
      list.length = 0;
    }
    this.orderByGuid.clear();
    this.counterOffers.clear();
  }

  /** Records an order as an answer shows it (`data.object` of an order or lifecycle answer). */
  upsertOrder(object: Obj): OrderEntry | undefined {
    if (typeof object.guid !== "string") return undefined;
    let entry = this.orderByGuid.get(object.guid);
    if (!entry) {
      entry = {
        guid: object.guid,
        vehicles: [],
        vins: [],
        removed: false,
        loadRequests: [],
        escalations: [],
        policyVehicles: [],
      };
      this.orders.push(entry);
      this.orderByGuid.set(entry.guid, entry);
      this.owned.add(entry.guid);
    }
    if (Array.isArray(object.vehicles)) {
      const vehicles = object.vehicles as Obj[];
      entry.vehicles = vehicles.map((vehicle) => String(vehicle.guid));
      entry.vins = vehicles
        .map((vehicle) => vehicle.vin)
        .filter((vin): vin is string => typeof vin === "string" && vin.trim().length > 0);
      for (const guid of entry.vehicles) this.owned.add(guid);
    }
    return entry;
  }

  /** Learns from a 2xx answer of an operation. */
  observe(operationId: string, binding: Binding, body: unknown): void {
    const object = objectOf(body);
    const order = binding.order;
    switch (operationId) {
      case "sendLoadOffer":
        if (order && typeof object?.guid === "string") this.rememberOf(this.offers, object.guid, order.guid);
        return;
      case "sendCarrierLoadRequest":
        if (order && typeof object?.guid === "string") this.remember(order.loadRequests, object.guid);
        return;
      case "submitEscalationAsBroker":
        if (order && typeof object?.guid === "string") this.remember(order.escalations, object.guid);
        return;
      case "syncInsurancePolicy":
      case "getOrderInsurance":
        if (order && Array.isArray(object?.policies)) {
          order.policyVehicles = (object.policies as Obj[]).map((policy) => String(policy.vehicle_guid));
        }
        return;
      case "createCustomer":
      case "updateCustomer":
        if (typeof object?.guid === "string") this.upsertCustomer(object);
        return;
      case "createInternalCarrier":
      case "addNetworkCarrier":
      case "updateCarrierProfile":
      case "getCarrierProfile":
        if (typeof object?.guid === "string") this.upsertCarrier(object, operationId === "createInternalCarrier");
        return;
      case "linkNetworkBroker":
        // Not `owned`: a broker is an account of its own, not an object of this organisation.
        if (typeof object?.guid === "string" && !this.brokers.includes(object.guid)) this.brokers.push(object.guid);
        return;
      case "createCounterOffer": {
        const request = binding.values.request_guid;
        if (!request || typeof object?.guid !== "string") return;
        const pending = this.counterOffers.get(request);
        if (pending && pending !== object.guid) {
          this.invariantBreaks.push(
            `load request ${request}: counter offer ${object.guid} accepted while ${pending} was pending`,
          );
        }
        this.counterOffers.set(request, object.guid);
        this.owned.add(object.guid);
        return;
      }
      case "cancelCounterOffer":
        if (binding.values.request_guid) this.counterOffers.delete(binding.values.request_guid);
        return;
      case "createPriceNegotiation":
        if (typeof object?.guid === "string" && typeof object.order_guid === "string") {
          this.rememberOf(this.negotiations, object.guid, object.order_guid);
        }
        return;
      case "removeSandboxOrder":
        if (order) order.removed = true;
        break;
      case "restoreSandboxOrder":
        if (order) order.removed = false;
        break;
    }
    if (object && Array.isArray(object.vehicles) && typeof object.guid === "string") this.upsertOrder(object);
  }

  private remember(list: string[], guid: string): void {
    if (!list.includes(guid)) list.push(guid);
    this.owned.add(guid);
  }

  private rememberOf(list: { guid: string; order: string }[], guid: string, order: string): void {
    if (!list.some((entry) => entry.guid === guid)) list.push({ guid, order });
    this.owned.add(guid);
  }

  private upsertCustomer(object: Obj): void {
    const guid = String(object.guid);
    const externalId = typeof object.custom_external_id === "string" ? object.custom_external_id : undefined;
    const found = this.customers.find((customer) => customer.guid === guid);
    if (found) found.externalId = externalId;
    else this.customers.push({ guid, externalId });
    this.owned.add(guid);
  }

  private upsertCarrier(object: Obj, internal: boolean): void {
    const guid = String(object.guid);
    const records = (object.broker_records ?? {}) as Obj;
    const externalId = typeof records.custom_external_id === "string" ? records.custom_external_id : undefined;
    const preferred = records.preferred === true;
    const found = this.carriers.find((carrier) => carrier.guid === guid);
    if (found) {
      found.externalId = externalId;
      found.preferred = preferred;
      found.internal ||= internal;
    } else {
      this.carriers.push({ guid, externalId, preferred, internal });
    }
  }

  /** Binds the path parameters of kinds `kinds` (name -> kind) to existing objects, by index. */
  bind(kinds: Record<string, RefKind>, index: number): Binding {
    const names = Object.keys(kinds);
    const needsOrder = Object.values(kinds).some((kind) => ORDER_SCOPED.has(kind));
    const binding: Binding = { values: {} };
    const owner = Object.values(kinds).find((kind) => kind === "offer" || kind === "negotiation");
    if (owner) {
      // An offer or a negotiation belongs to an order: bind that order too (its removal explains a 404).
      const entry = pick(owner === "offer" ? this.offers : this.negotiations, index);
      binding.order = entry ? this.orderByGuid.get(entry.order) : undefined;
    }
    if (needsOrder) {
      const candidates = this.orders.filter((order) =>
        Object.values(kinds).every(
          (kind) => !ORDER_SCOPED.has(kind) || kind === "order" || this.ofOrder(order, kind).length > 0,
        ),
      );
      binding.order = pick(candidates.length > 0 ? candidates : this.orders, index);
    }
    for (const name of names) {
      const kind = kinds[name] as RefKind;
      const value = this.refValue(kind, index, binding.order);
      if (value !== undefined) binding.values[name] = value;
    }
    return binding;
  }

  private ofOrder(order: OrderEntry, kind: RefKind): string[] {
    if (kind === "loadRequest") return order.loadRequests;
    if (kind === "escalation") return order.escalations;
    if (kind === "policyVehicle") return order.policyVehicles;
    if (kind === "vehicle") return order.vehicles;
    if (kind === "vin") return order.vins;
    return [order.guid];
  }

  private refValue(kind: RefKind, index: number, order: OrderEntry | undefined): string | undefined {
    const value = this.rawRefValue(kind, index, order);
    return value === undefined || PATH_KINDS.has(kind) ? addressable(value) : value;
  }

  private rawRefValue(kind: RefKind, index: number, order: OrderEntry | undefined): string | undefined {
    if (ORDER_SCOPED.has(kind)) {
      const scope = order ?? pick(this.orders, index);
      return scope ? pick(this.ofOrder(scope, kind), index) : undefined;
    }
    switch (kind) {
      case "customer":
        return pick(this.customers, index)?.guid;
      case "customerExternalId":
        return pick(
          this.customers.filter((customer) => customer.externalId),
          index,
        )?.externalId;
      case "carrier":
        return pick(this.carriers, index)?.guid;
      case "preferredCarrier":
        return pick(
          this.carriers.filter((carrier) => carrier.preferred),
          index,
        )?.guid;
      case "carrierExternalId":
        return pick(
          this.carriers.filter((carrier) => carrier.externalId),
          index,
        )?.externalId;
      case "broker":
        return pick(this.brokers, index);
      case "negotiation":
        return pick(this.negotiations, index)?.guid;
      case "offer":
        return pick(this.offers, index)?.guid;
      default:
        return undefined;
    }
  }

  /**
   * An object of kind `kind` that is this organisation's alone, for another organisation's isolation cases. A
   * network carrier is left out: its guid is the same in every organisation that knows it (G-097).
   */
  ownValue(kind: RefKind, index: number): string | undefined {
    if (kind === "carrier" || kind === "preferredCarrier") {
      const internal = this.carriers.filter((carrier) => carrier.internal && (kind === "carrier" || carrier.preferred));
      return pick(internal, index)?.guid;
    }
    return this.bind({ value: kind }, index).values.value;
  }

  /** Whether this organisation has shown an object with guid `value` (owned, or a carrier it knows). */
  knows(value: string): boolean {
    return this.owned.has(value) || this.carriers.some((carrier) => carrier.guid === value);
  }

  /** Whether `value` names an object of this organisation (identifiers such as VINs are not unique across them). */
  has(kind: RefKind, value: string): boolean {
    switch (kind) {
      case "vin":
        return this.orders.some((order) => order.vins.includes(value));
      case "customerExternalId":
        return this.customers.some((customer) => customer.externalId === value);
      case "carrierExternalId":
        return this.carriers.some((carrier) => carrier.externalId === value);
      default:
        return false;
    }
  }

  /** The resolver of late values for a request bound to `binding`. */
  resolver(binding: Binding): LateResolver {
    return {
      resolve: (value: Late) => {
        if (value instanceof LateTime) return formatDateTime(this.now() + value.offsetMs, value.zone);
        if (value instanceof LateSink) return this.sinkUrl;
        if (value instanceof LateUnique) {
          const n = `${this.worker}${String(++this.unique).padStart(6, "0")}`;
          if (value.shape === "email") return `${value.prefix}-${n}@fuzz.example.com`;
          if (value.shape === "digits") return `9${n}`;
          return `${value.prefix}-${n}`;
        }
        if (value instanceof LateVehicles) {
          const vehicles = binding.order?.vehicles ?? [];
          const chosen = [...new Set(value.picks.map((p) => vehicles[p % Math.max(1, vehicles.length)]))];
          const guids = chosen.filter((guid): guid is string => guid !== undefined);
          return guids.length > 0 ? guids : DROP;
        }
        if (value instanceof LateRef && value.kind === "order") {
          // The order a body names becomes the binding's order when the path names none (its removal explains a refusal).
          binding.order ??= pick(this.orders, value.index);
          return binding.order?.guid ?? "";
        }
        return this.refValue((value as LateRef).kind, (value as LateRef).index, binding.order) ?? "";
      },
    };
  }
}

/** Free-text identifiers used as path segments. */
const PATH_KINDS = new Set<RefKind>(["vin", "customerExternalId", "carrierExternalId"]);

/**
 * The value when a URL path segment can carry it: not empty, not `.`/`..` (URL normalisation removes them), not
 * longer than the sandbox's 4096-character segment limit, and without lone surrogates (UTF-8 cannot encode them).
 * Stored values the fuzzer made otherwise are skipped.
 */
function addressable(value: string | undefined): string | undefined {
  if (value === undefined || value === "" || value === "." || value === ".." || value.length > 4096) return undefined;
  return /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value) ? undefined : value;
}

/** Kinds that belong to one order (picked together with it). */
const ORDER_SCOPED = new Set<RefKind>(["order", "loadRequest", "escalation", "policyVehicle", "vehicle", "vin"]);

function pick<T>(list: readonly T[], index: number): T | undefined {
  return list.length === 0 ? undefined : list[index % list.length];
}

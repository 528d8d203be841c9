/**
 * The signal that ends one attempt (its time limit, or the caller's abort).
 *
 * Node's own AbortController costs several microseconds per request (every AbortSignal is made transferable between
 * workers), about a tenth of a GET on loopback. fetch (undici) takes any object shaped like an AbortSignal, as it does
 * for polyfilled ones, and listens to it with `addEventListener`. So the client sends this light signal wherever a
 * probe shows that aborting it aborts the request, and a real AbortController everywhere else.
 */

type AbortListener = ((this: unknown, event?: unknown) => void) | { handleEvent(event?: unknown): void };

/**
 * Just what fetch reads of a signal: `aborted`, `reason`, the `abort` listeners (and their count, for its warnings).
 * Its own controller too (`signal`, `abort`), so that an attempt allocates one object.
 */
class LightAbortSignal implements AttemptAbort {
  aborted = false;
  reason: unknown = undefined;
  onabort: null = null;
  /**
   * Read by `events.getMaxListeners`, which fetch calls on its signal: no limit, so that fetch does not try to raise
   * it with `events.setMaxListeners` (which throws for anything but an EventEmitter or EventTarget).
   */
  _maxListeners = Infinity;
  #listeners: AbortListener[] = [];

  addEventListener(type: string, listener: AbortListener | null): void {
    if (type === "abort" && listener && !this.aborted) this.#listeners.push(listener);
  }

  removeEventListener(type: string, listener: AbortListener | null): void {
    const index = type === "abort" ? this.#listeners.indexOf(listener as AbortListener) : -1;
    if (index >= 0) this.#listeners.splice(index, 1);
  }

  getMaxListeners(): number {
    return this._maxListeners;
  }

  /** Read by `events.getEventListeners`, which fetch calls on its signal too. */
  listeners(type: string): readonly AbortListener[] {
    return type === "abort" ? this.#listeners : [];
  }

  get signal(): AbortSignal {
    return this as unknown as AbortSignal;
  }

  throwIfAborted(): void {
    if (this.aborted) throw this.reason;
  }

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    const event = { type: "abort", target: this };
    for (const listener of this.#listeners.splice(0)) {
      if (typeof listener === "function") listener.call(this, event);
      else listener.handleEvent(event);
    }
  }
}

/** A signal and what aborts it: an `AbortController`, or the light signal. */
export interface AttemptAbort {
  readonly signal: AbortSignal;
  abort(reason: unknown): void;
}

/** Whether `RequestClass` accepts the light signal and aborts its own signal when the light one aborts. */
export function followsLightSignal(RequestClass: typeof Request): boolean {
  try {
    const light = new LightAbortSignal();
    const request = new RequestClass("http://localhost/", { signal: light as unknown as AbortSignal });
    light.abort(new Error("probe"));
    return request.signal.aborted;
  } catch {
    return false;
  }
}

let lightSignalWorks: boolean | undefined;

/** `followsLightSignal` of the global `Request` (which fetch uses), probed once. */
export function lightSignalIsFollowed(): boolean {
  lightSignalWorks ??= followsLightSignal(Request);
  return lightSignalWorks;
}

/** A fresh signal for one attempt: the light one where fetch follows it, else a real AbortController's. */
export function attemptAbort(light = lightSignalIsFollowed()): AttemptAbort {
  return light ? new LightAbortSignal() : new AbortController();
}

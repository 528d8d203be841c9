/** Listening to a caller's `AbortSignal`: once, and removed again when what it guards is over. */

const nothing = () => {};

/** Calls `listener` when `signal` aborts (at once if it already has); returns what stops listening. */
export function onAbort(signal: AbortSignal | undefined, listener: () => void): () => void {
  if (!signal) return nothing;
  if (signal.aborted) listener();
  else signal.addEventListener("abort", listener, { once: true });
  return () => signal.removeEventListener("abort", listener);
}

/** The promise's outcome, or the signal's reason as soon as it aborts (the promise itself goes on, shared). */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    promise.then(resolve, reject).finally(onAbort(signal, () => reject(signal.reason)));
  });
}

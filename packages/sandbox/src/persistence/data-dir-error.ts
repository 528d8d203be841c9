/** Its own module: the package exports it, and importing the package does not load the persistence modules. */

/** A data dir the sandbox cannot use as it is; the message says why and what to do. */
export class DataDirError extends Error {}

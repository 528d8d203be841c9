/** Bad usage of a command (a flag, an argument, a file it names): the command prints the message and exits 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/**
 * Whether reporters may write colour codes: NO_COLOR (any value) turns them off, FORCE_COLOR on (`0` or `false`
 * off), else only when stdout is a terminal. vitest's colours (tinyrainbow) are on whenever TERM is not `dumb`,
 * piped or not, so the choice is written into the environment before vitest is loaded.
 */
export function wantsColour(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  if (env.NO_COLOR !== undefined) return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return !/^(0|false)$/i.test(force.trim());
  return isTTY;
}

/** Settles the choice in `env` (read by vitest and its workers): NO_COLOR=1, or FORCE_COLOR=1. */
export function settleColour(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  const colour = wantsColour(env, isTTY);
  if (colour) {
    env.FORCE_COLOR = "1";
  } else {
    delete env.FORCE_COLOR;
    env.NO_COLOR = "1";
  }
  return colour;
}

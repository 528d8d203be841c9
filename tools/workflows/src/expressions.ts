/**
 * The subset of GitHub Actions expressions the workflows use: `${{ … }}` templates and `if:` conditions with
 * literals, context paths (`matrix.shard`, `steps.configured.outputs.run`), `== != && || !`, parentheses and the
 * status functions. A context this runner does not know is an error, never a silent empty string.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** What an expression can read; `status` is the job's state for success()/failure()/always(). */
export interface ExpressionContext {
  contexts: Record<string, unknown>;
  status: "success" | "failure";
  /** Where hashFiles() reads; without it hashFiles() is an error. */
  workspace?: string;
}

/** An expression this runner cannot evaluate: the step using it fails with this message. */
export class ExpressionError extends Error {}

type Token =
  | { kind: "string"; value: string }
  | { kind: "number"; value: number }
  | { kind: "word"; value: string }
  | { kind: "op"; value: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    const string = /^'((?:[^']|'')*)'/.exec(rest);
    if (string) {
      tokens.push({ kind: "string", value: (string[1] ?? "").replaceAll("''", "'") });
      i += string[0].length;
      continue;
    }
    const number = /^-?\d+(\.\d+)?/.exec(rest);
    if (number) {
      tokens.push({ kind: "number", value: Number(number[0]) });
      i += number[0].length;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(rest);
    if (word) {
      tokens.push({ kind: "word", value: word[0] });
      i += word[0].length;
      continue;
    }
    const op = /^(==|!=|&&|\|\||[!().,[\]*])/.exec(rest);
    if (op) {
      tokens.push({ kind: "op", value: op[0] });
      i += op[0].length;
      continue;
    }
    throw new ExpressionError(`cannot read the expression '${source}' at '${rest}'`);
  }
  return tokens;
}

/** GitHub's truthiness: '' 0 null false are false, every other value (the string 'false' too) is true. */
export function truthy(value: unknown): boolean {
  return !(value === "" || value === 0 || value === null || value === undefined || value === false);
}

/** `==` as GitHub compares: strings without case; null equals null and ''. */
function looseEquals(a: unknown, b: unknown): boolean {
  const left = a ?? null;
  const right = b ?? null;
  if (left === null || right === null) return left === right || left === "" || right === "";
  return String(left).toLowerCase() === String(right).toLowerCase();
}

class Parser {
  private at = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly source: string,
    private readonly context: ExpressionContext,
  ) {}

  parse(): unknown {
    const value = this.or();
    if (this.at < this.tokens.length) this.fail("unexpected text after the expression");
    return value;
  }

  private fail(why: string): never {
    throw new ExpressionError(`${why} in '${this.source}'`);
  }

  private peek(value: string): boolean {
    const token = this.tokens[this.at];
    return token?.kind === "op" && token.value === value;
  }

  private expect(value: string): void {
    if (!this.peek(value)) this.fail(`expected '${value}'`);
    this.at++;
  }

  private or(): unknown {
    let left = this.and();
    while (this.peek("||")) {
      this.at++;
      const right = this.and();
      left = truthy(left) ? left : right;
    }
    return left;
  }

  private and(): unknown {
    let left = this.equality();
    while (this.peek("&&")) {
      this.at++;
      const right = this.equality();
      left = truthy(left) ? right : left;
    }
    return left;
  }

  private equality(): unknown {
    let left = this.unary();
    while (this.peek("==") || this.peek("!=")) {
      const negate = this.peek("!=");
      this.at++;
      const right = this.unary();
      left = looseEquals(left, right) !== negate;
    }
    return left;
  }

  private unary(): unknown {
    if (this.peek("!")) {
      this.at++;
      return !truthy(this.unary());
    }
    return this.primary();
  }

  private primary(): unknown {
    const token = this.tokens[this.at++];
    if (!token) this.fail("the expression ends too early");
    if (token.kind === "string" || token.kind === "number") return token.value;
    if (token.kind === "op") {
      if (token.value !== "(") this.fail(`unexpected '${token.value}'`);
      const value = this.or();
      this.expect(")");
      return value;
    }
    if (token.value === "true" || token.value === "false") return token.value === "true";
    if (token.value === "null") return null;
    if (this.peek("(")) return this.call(token.value);
    return this.path(token.value);
  }

  private call(name: string): unknown {
    this.expect("(");
    const args: unknown[] = [];
    while (!this.peek(")")) {
      args.push(this.or());
      if (!this.peek(")")) this.expect(",");
    }
    this.expect(")");
    const text = (index: number) => String(args[index] ?? "").toLowerCase();
    switch (name) {
      case "always":
        return true;
      case "success":
        return this.context.status === "success";
      case "failure":
        return this.context.status === "failure";
      case "cancelled":
        return false;
      case "contains":
        return Array.isArray(args[0]) ? args[0].some((item) => looseEquals(item, args[1])) : text(0).includes(text(1));
      case "startsWith":
        return text(0).startsWith(text(1));
      case "endsWith":
        return text(0).endsWith(text(1));
      case "hashFiles":
        return this.hashFiles(args.map(String));
      default:
        return this.fail(`the function ${name}() is not supported by the local runner`);
    }
  }

  /** sha256 of the named files (plain paths; a glob is refused), '' when none exists, as on GitHub. */
  private hashFiles(paths: string[]): string {
    const workspace = this.context.workspace;
    if (workspace === undefined) this.fail("hashFiles() needs a workspace");
    const hash = createHash("sha256");
    let found = 0;
    for (const path of paths) {
      if (/[*?[]/.test(path)) this.fail(`hashFiles() with a glob ('${path}') is not supported by the local runner`);
      const file = join(workspace, path);
      if (!existsSync(file)) continue;
      hash.update(readFileSync(file));
      found++;
    }
    return found === 0 ? "" : hash.digest("hex");
  }

  private path(root: string): unknown {
    if (!(root in this.context.contexts)) this.fail(`the context '${root}' is not available in the local runner`);
    let value: unknown = this.context.contexts[root];
    for (;;) {
      let key: string;
      if (this.peek(".")) {
        this.at++;
        const token = this.tokens[this.at++];
        if (token?.kind !== "word") this.fail("expected a property name after '.'");
        key = token.value;
      } else if (this.peek("[")) {
        this.at++;
        const index = this.or();
        this.expect("]");
        key = String(index);
      } else {
        return value ?? null;
      }
      value = value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
    }
  }
}

/** Evaluates one expression (without the `${{ }}`). */
export function evaluate(expression: string, context: ExpressionContext): unknown {
  return new Parser(tokenize(expression), expression, context).parse();
}

/** An `if:` condition: a bare expression or one wrapped in `${{ }}`; absent means success(). */
export function condition(source: string | boolean | undefined, context: ExpressionContext): boolean {
  if (source === undefined) return context.status === "success";
  if (typeof source === "boolean") return source;
  const bare = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(source)?.[1] ?? source;
  // GitHub adds success() to a condition that calls no status function.
  const callsStatus = /\b(always|success|failure|cancelled)\s*\(/.test(bare);
  const value = truthy(evaluate(bare, context));
  return callsStatus ? value : value && context.status === "success";
}

/** Replaces every `${{ … }}` in a string with its value (objects as JSON, null as ''). */
export function interpolate(template: string, context: ExpressionContext): string {
  return template.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression: string) => {
    const value = evaluate(expression, context);
    if (value === null || value === undefined) return "";
    return typeof value === "object" ? JSON.stringify(value) : String(value);
  });
}

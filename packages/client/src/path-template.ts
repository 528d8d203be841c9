/**
 * Fills a path template's `{name}` parameters, as openapi-fetch's `defaultPathSerializer` does for the simple style
 * (`encodeURIComponent` of a primitive value), from a plan parsed once per template instead of a regular expression
 * per call. Any other case (label or matrix style, exploded, array or object values) goes to openapi-fetch.
 */
import { defaultPathSerializer } from "openapi-fetch";

/** The literal text around each parameter: `[text, name, text, name, ..., text]`; undefined: not simple. */
type Plan = string[] | undefined;

/** Templates are the spec's paths, a bounded set; the cap only guards against callers that build paths. */
const MAX_PLANS = 1000;
const plans = new Map<string, Plan>();

function planOf(template: string): Plan {
  let plan = plans.get(template);
  if (plan === undefined && !plans.has(template)) {
    const parts = template.split(/\{([^{}]*)\}/);
    const simple = parts.every((part, index) => index % 2 === 0 || /^[A-Za-z0-9_-]+$/.test(part));
    plan = simple ? parts : undefined;
    if (plans.size < MAX_PLANS) plans.set(template, plan);
  }
  return plan;
}

/** The template with its parameters filled; a parameter without a value stays as `{name}`, like openapi-fetch. */
export function fillPath(template: string, values: Record<string, unknown> | undefined): string {
  const plan = planOf(template);
  if (!plan || !values) return values ? defaultPathSerializer(template, values) : template;
  let url = plan[0] as string;
  for (let index = 1; index < plan.length; index += 2) {
    const name = plan[index] as string;
    const value = values[name];
    if (value === undefined || value === null) url += `{${name}}`;
    else if (typeof value === "object") return defaultPathSerializer(template, values);
    else url += encodeURIComponent(String(value));
    url += plan[index + 1] as string;
  }
  return url;
}

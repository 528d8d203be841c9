/** The organisation's API user as the spec's `User` (the orders' dispatcher, the activities' user). */
import type { Organisation } from "../state/organisations.js";
import { formatDateTime } from "../time.js";

/** Built once per organisation (its user never changes) and shared by every view: frozen, so none can change it. */
const views = new WeakMap<Organisation, Readonly<Record<string, unknown>>>();

export function userView(org: Organisation): Readonly<Record<string, unknown>> {
  let view = views.get(org);
  if (!view) {
    const { user } = org;
    view = Object.freeze({
      guid: user.guid,
      is_active: true,
      created_at: formatDateTime(user.createdAt),
      changed_at: formatDateTime(user.createdAt),
      username: user.username,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
    });
    views.set(org, view);
  }
  return view;
}

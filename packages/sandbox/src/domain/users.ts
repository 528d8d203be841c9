/** The organisation's API user as the spec's `User` (the orders' dispatcher, the activities' user). */
import type { Organisation } from "../state/organisations.js";
import { formatDateTime } from "../time.js";

export function userView(org: Organisation): Record<string, unknown> {
  const { user } = org;
  return {
    guid: user.guid,
    is_active: true,
    created_at: formatDateTime(user.createdAt),
    changed_at: formatDateTime(user.createdAt),
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
  };
}

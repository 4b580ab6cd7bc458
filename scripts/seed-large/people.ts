// Users (one shared password hash, so every account can sign in), their profiles and favorites.

import { ADMINS, LISTINGS, USERS } from "./sizes";
import { hash, literal, pick } from "./sql";
import type { Step } from "./step";
import { FIRST_NAMES, LAST_NAMES } from "./vocabulary";

/** Every fourth user has 1–8 favorites. */
export const FAVORITES_EVERY = 4;

export function accountSteps(passwordHash: string): Step[] {
  return [
    {
      label: "users",
      sql: `
        insert into users (id, email, password_hash, role, created_at, updated_at)
        select 'U' || g, case when g <= ${ADMINS} then 'admin' else 'user' end || g || '@example.com',
          ${literal(passwordHash)},
          case when g = 1 then 'SUPER_ADMIN' when g <= ${ADMINS} then 'ADMIN' else 'USER' end::user_role,
          t.at, t.at
        from generate_series(1, ${USERS}) as g,
          lateral (select now() - make_interval(days => ${hash("g", 30)} % 1100, mins => ${hash("g", 31)} % 1440) as at) as t`,
    },
    {
      label: "profiles",
      sql: `
        insert into profiles (user_id, first_name, last_name, phone, updated_at)
        select 'U' || g, ${pick(FIRST_NAMES, hash("g", 32))}, ${pick(LAST_NAMES, hash("g", 33))},
          '+23324' || lpad((${hash("g", 34)} % 10000000)::text, 7, '0'), now()
        from generate_series(1, ${USERS}) as g`,
    },
  ];
}

// Favorite k of user g is listing (7919g + 6007k) mod listings: distinct for k < 8.
export const FAVORITES: Step = {
  label: "favorites",
  sql: `
    insert into favorites (id, user_id, listing_id, created_at)
    select 'F' || g || '_' || k, 'U' || g, 'L' || (1 + (7919 * g + 6007 * k) % ${LISTINGS}),
      now() - make_interval(days => ${hash("g * 8 + k", 35)} % 400, mins => ${hash("g * 8 + k", 36)} % 1440)
    from generate_series(${FAVORITES_EVERY}, ${USERS}, ${FAVORITES_EVERY}) as g, generate_series(0, 7) as k
    where k < 1 + ${hash("g", 37)} % 8
    on conflict do nothing`,
};

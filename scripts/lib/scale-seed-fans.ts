/**
 * What the fans of the scale data set have done (issue 24: `bench:api:scale` covers a signed-in
 * fan), in SQL like the rest of the seed (scale-seed.ts): a third of the 90,000 fans subscribe to
 * one to five creators (90,000 subscriptions; one in seven of those fans has one ended), a quarter
 * bought one or five pay-per-post posts (67,500, each a paid order), half liked 5 to 25 posts
 * (675,000), a tenth blocked a creator. The benchmark's own fan (BENCH_FAN) does more than most:
 * nine running subscriptions, the pay-per-post posts of two creators bought (52), 541 likes, four
 * blocks. Picks are spread by multiplying by large primes, so the same seed gives the same data.
 */
import type pg from 'pg';
import type { ScaleSize } from './scale-size.ts';

/** The fan the benchmark signs in as: a fan (not a creator) of the scale seed. */
export const BENCH_FAN = 'bench60000';

/** The creator whose page and posts the benchmark opens (bench4242: the 4,242nd creator). */
export const BENCH_CREATOR_INDEX = 4241;

/** The seeded fans by their number in the seed (`bench<n>`, aff 3,000,000 + n). */
const FANS = `fans as (select id, aff - 3000000 as n from users where username like 'bench%' and auth_status <> 2)`;
/** The first creator's id: creator k (from 0) is `first.creator + k`, as the posts were dealt. */
const FIRST = `first as (select min(id) as creator from users where auth_status = 2 and username like 'bench%')`;
const THE_FAN = `fan as (select id from users where username = '${BENCH_FAN}')`;

/** Whether the fans' activity is there (a scale database seeded before it was, issue 24, has none). */
export async function hasFanActivity(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ seeded: boolean }>(
    'select exists (select 1 from user_subscriptions) as seeded',
  );
  return rows[0]!.seeded;
}

/** Subscriptions to the plan of creator `k`, running 20 days more unless `expireAt` says otherwise. */
const subscribe = (select: string) =>
  `insert into user_subscriptions (user_id, plan_id, creator_id, started_at, period_start, expire_at)
   select fan_id, plans.id, plans.user_id, now() - interval '20 days', now() - interval '20 days', expire_at
   from (${select}) as picked join subscription_plans as plans on plans.user_id = picked.creator_id
   on conflict do nothing`;

/** Purchases of the posts `select` picks (buyer_id, post_id), each with its paid order. */
const purchase = (select: string) =>
  `with picks as (select distinct picked.buyer_id, posts.id as post_id, posts.user_id as creator_id, posts.title
     from (${select}) as picked join posts on posts.id = picked.post_id)
   , paid as (insert into orders (public_id, buyer_id, kind, item_id, item_name, creator_id, amount_cents,
       pay_type_id, provider, client_key, status, locale, created_at, paid_at)
     select 'ord_scale_' || buyer_id || '_' || post_id, buyer_id, 'post', post_id, left(title, 100), creator_id,
       499, 78, 'sandbox', 'scale-' || post_id, 'paid', 'en', now() - interval '5 days', now() - interval '5 days'
     from picks on conflict do nothing returning id, buyer_id, item_id)
   insert into purchases (user_id, post_id, order_id, created_at)
   select buyer_id, item_id, id, now() - interval '5 days' from paid on conflict do nothing`;

/** Likes of the posts `select` picks (user_id, post_id) that exist. */
const like = (select: string) =>
  `insert into post_likes (post_id, user_id, created_at)
   select posts.id, picked.user_id, now() - interval '1 day' from (${select}) as picked
   join posts on posts.id = picked.post_id on conflict do nothing`;

const block = (select: string) =>
  `insert into user_blocks (blocker_id, blocked_id, created_at)
   select blocker_id, blocked_id, now() - interval '30 days' from (${select}) as picked on conflict do nothing`;

/** The benchmark's fan first, then everyone's, so the fan's rows are the ones named above. */
function fanSteps(size: ScaleSize): [string, string[]][] {
  const creator = (k: string) => `first.creator + (${k})`;
  const benchCreators = `generate_series(${BENCH_CREATOR_INDEX}, ${BENCH_CREATOR_INDEX + 7}) as k`;
  const everyone = `with ${FANS}, ${FIRST}`;
  return [
    [
      `${BENCH_FAN}'s subscriptions, purchases, likes and blocks`,
      [
        subscribe(
          `with ${THE_FAN}, ${FIRST} select fan.id as fan_id, ${creator('k')} as creator_id, now() + interval '20 days' as expire_at from fan cross join first cross join ${benchCreators}`,
        ),
        purchase(
          `with ${THE_FAN}, ${FIRST} select fan.id as buyer_id, posts.id as post_id from fan cross join first
           join posts on posts.user_id in (${creator(String(BENCH_CREATOR_INDEX))}, ${creator(String(BENCH_CREATOR_INDEX + 1))})
           where posts.article_type = 2 and posts.status = 2`,
        ),
        like(
          `with ${THE_FAN}, ${FIRST} select fan.id as user_id, posts.id as post_id from fan cross join first cross join ${benchCreators}
           join posts on posts.user_id = ${creator('k')} where posts.id % 3 <> 0`,
        ),
        block(
          `with ${THE_FAN}, ${FIRST} select fan.id as blocker_id, ${creator('k')} as blocked_id from fan cross join first cross join
           unnest(array[${BENCH_CREATOR_INDEX + 8}, ${BENCH_CREATOR_INDEX + 9}, ${BENCH_CREATOR_INDEX + 10}]) as k`,
        ),
      ],
    ],
    [
      'subscriptions of a third of the fans',
      [
        subscribe(
          `${everyone} select fans.id as fan_id, ${creator(`(fans.n * 7919 + j * 104729) % ${size.creators}`)} as creator_id,
           case when j = 1 and fans.n % 7 = 0 then now() - interval '2 days'
             else now() + (1 + (fans.n + j) % 29) * interval '1 day' end as expire_at
         from fans cross join lateral generate_series(1, 1 + fans.n % 5) as j cross join first where fans.n % 3 = 0`,
        ),
      ],
    ],
    [
      'pay-per-post purchases of a quarter of the fans',
      [
        // The posts on sale numbered in a table with a key, so each pick is one probe (a CTE's
        // array read per pick took minutes at 1,000,000 posts).
        `create temporary table scale_on_sale on commit drop as
         select id, row_number() over (order by id) as n from posts where article_type = 2 and status = 2`,
        'alter table scale_on_sale add primary key (n)',
        'analyze scale_on_sale',
        purchase(
          `with ${FANS}, total as (select count(*) as count from scale_on_sale)
         select fans.id as buyer_id, scale_on_sale.id as post_id
         from fans cross join lateral generate_series(1, 1 + fans.n % 8) as j cross join total
         join scale_on_sale on scale_on_sale.n = 1 + (fans.n::bigint * 15485863 + j * 32452843) % total.count
         where fans.n % 4 = 0`,
        ),
      ],
    ],
    [
      'likes of half of the fans',
      [
        like(
          `with ${FANS}, span as (select min(id) as first, max(id) - min(id) + 1 as count from posts)
         select fans.id as user_id, span.first + (fans.n::bigint * 2654435761 + j * 40503) % span.count as post_id
         from fans cross join lateral generate_series(1, 5 + fans.n % 21) as j cross join span where fans.n % 2 = 0`,
        ),
      ],
    ],
    [
      'blocks of a tenth of the fans',
      [
        block(
          `${everyone} select fans.id as blocker_id, ${creator(`(fans.n * 31 + j * 4973 + 17) % ${size.creators}`)} as blocked_id
         from fans cross join lateral generate_series(1, 1 + fans.n % 2) as j cross join first where fans.n % 10 = 0`,
        ),
      ],
    ],
  ];
}

/** Writes the fans' activity on a seeded database, in one transaction. */
export async function seedFanActivity(
  pool: pg.Pool,
  size: ScaleSize,
  log: (line: string) => void,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const [what, statements] of fanSteps(size)) {
      const at = Date.now();
      for (const statement of statements) await client.query(statement);
      log(`  ${what} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The fans' activity added to a scale database seeded before it existed, then its tables analyzed
 * (as the seed's last step does for all of them).
 */
export async function addFanActivity(pool: pg.Pool, size: ScaleSize, log: (line: string) => void) {
  await seedFanActivity(pool, size, log);
  await pool.query('vacuum (analyze) user_subscriptions, orders, purchases, post_likes, user_blocks');
}

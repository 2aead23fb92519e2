/**
 * Fills a PostgreSQL database for `npm run bench:api:scale` with 100,000 users (10,000 of them
 * creators, each with a plan) and 1,000,000 posts with one picture each, in SQL (generate_series),
 * not through the services: minutes instead of hours. Words are drawn with a skew (a few common,
 * most rare), as in real text, so a search finds some thousands of posts, not all or none. The
 * database computes the search columns of each row as it would for a published post. Then what
 * the fans did: subscriptions, purchases, likes, blocks (scale-seed-fans.ts).
 */
import type pg from 'pg';
import { seedFanActivity } from './scale-seed-fans.ts';
import type { ScaleSize } from './scale-size.ts';

export { SCALE, type ScaleSize } from './scale-size.ts';

/** Posts written per statement: a progress line each, and a transaction of bounded size. */
const POST_BATCH = 100_000;

const CATEGORIES = [
  'fitness',
  'art',
  'music',
  'cosplay',
  'gaming',
  'travel',
  'food',
  'fashion',
  'photography',
  'lifestyle',
  'education',
  'comedy',
];

/**
 * 2,000 words: 200 stems × 10 endings (the first 40 stems real words, the others made of
 * syllables), so prefixes and misspellings have neighbours.
 */
const STEMS = [
  'lantern',
  'harbor',
  'meadow',
  'canvas',
  'rhythm',
  'summit',
  'velvet',
  'ember',
  'glacier',
  'orchid',
  'pixel',
  'quartz',
  'saffron',
  'tundra',
  'willow',
  'zephyr',
  'cobalt',
  'dune',
  'fable',
  'grove',
  'hollow',
  'ivory',
  'jasper',
  'kernel',
  'lagoon',
  'marble',
  'nectar',
  'oasis',
  'pepper',
  'quill',
  'raven',
  'sierra',
  'timber',
  'umber',
  'vortex',
  'walnut',
  'yarrow',
  'amber',
  'breeze',
  'cinder',
];
const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'tu', 'sa', 'vel', 'dor', 'qui', 'zan', 'bri', 'mo', 'ne'];
for (const first of SYLLABLES)
  for (const second of SYLLABLES) if (STEMS.length < 200) STEMS.push(first + second + 'n');
const ENDINGS = ['', 's', 'light', 'works', 'song', 'craft', 'walk', 'story', 'study', 'day'];
const ALL_WORDS = STEMS.flatMap((stem) => ENDINGS.map((ending) => stem + ending));
const NAMES = [
  'Maya',
  'Luna',
  'Kenji',
  'Amara',
  'Noah',
  'Sofia',
  'Omar',
  'Yuki',
  'Lea',
  'Ravi',
  'Ines',
  'Chen',
];
const CJK = [
  '朝のヨガ',
  '健身训练',
  '水彩画',
  '旅行日记',
  '요가 루틴',
  'อาหารไทย',
  'رحلة الصحراء',
  'पहाड़ यात्रा',
];

const sqlArray = (items: readonly string[]) =>
  `(array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}])`;
const WORDS = sqlArray(ALL_WORDS);

/** A word drawn with a skew towards the first ones (random()^2), as words are in real text. */
const word = `${WORDS}[1 + floor(${ALL_WORDS.length} * power(random(), 2))::int]`;

/**
 * The keyword the benchmark searches: the 1,004th of 2,000 words (not the start of another), in about 0.3 % of the posts
 * (some thousands), as a specific search is; the most common words are in a fifth of them.
 */
export const SCALE_KEYWORD = ALL_WORDS[1004]!;

/** How many users the database holds: the benchmark seeds only an empty one. */
export async function countUsers(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('select count(*) as n from users');
  return Number(rows[0]!.n);
}

/** Writes the whole data set; `log` gets a line per step. */
export async function seedScale(pool: pg.Pool, size: ScaleSize, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const step = async (what: string, sql: string) => {
    const at = Date.now();
    await pool.query(sql);
    log(`  ${what} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
  };
  await pool.query('select setseed(0.42)');
  await step(
    'categories',
    `insert into categories (code, position) select code, ordinality from unnest(${sqlArray(CATEGORIES)}) with ordinality as code on conflict do nothing`,
  );
  await step(
    `${size.users.toLocaleString('en')} users, ${size.creators.toLocaleString('en')} of them creators`,
    `insert into users (aff, username, email, nickname, description, role, auth_status, email_validation, locale, created_at)
     select 3000000 + i, 'bench' || i, 'bench' || i || '@example.org',
       ${sqlArray(NAMES)}[1 + i % ${NAMES.length}] || ' ' || initcap(${word}),
       case when i <= ${size.creators} then 'Creator of ' || ${word} || ' and ' || ${word} || ' posts. ' || ${sqlArray(CJK)}[1 + i % ${CJK.length}] else '' end,
       case when i <= ${size.creators} then 3 else 2 end,
       case when i <= ${size.creators} then 2 else 0 end,
       1, 'en', now() - (random() * 700) * interval '1 day'
     from generate_series(1, ${size.users}) as i`,
  );
  await step(
    'creator profiles and plans',
    `with creators as (select id from users where auth_status = 2 and username like 'bench%')
     , profiles as (insert into creator_profiles (user_id) select id from creators)
     insert into subscription_plans (user_id, name, content, price_cents, expire_days, unlock_days, position)
     select id, 'Supporters', 'Every post.', 499, 30, 1000, 1 from creators`,
  );
  for (let done = 0; done < size.posts; done += POST_BATCH) {
    const count = Math.min(POST_BATCH, size.posts - done);
    await step(
      `posts ${(done + 1).toLocaleString('en')} to ${(done + count).toLocaleString('en')}`,
      `with creator as (select min(id) as first from users where auth_status = 2 and username like 'bench%')
       , category as (select min(id) as first from categories)
       insert into posts (user_id, category_id, title, content, tags, resource_type, article_type, price_cents, status, display_at, like_count, view_count, created_at)
       select creator.first + (i % ${size.creators}), category.first + (i % ${CATEGORIES.length}),
         initcap(${word}) || ' ' || ${word} || ' ' || ${word},
         'Notes on ' || ${word} || ' and ' || ${word} || ', with ' || ${word} || ' in the ' || ${word} || '. ' || case when i % 10 = 0 then ${sqlArray(CJK)}[1 + i % ${CJK.length}] else '' end,
         array[${word}, ${word}],
         case when i % 20 = 0 then 2 else 1 end,
         case when r < 0.3 then 3 when r < 0.65 then 1 when r < 0.9 then 2 else 4 end,
         case when r >= 0.65 and r < 0.9 then 499 else 0 end,
         case when i % 50 = 7 then 1 else 2 end,
         case when i % 200 = 3 then now() + random() * interval '10 days' else now() - random() * interval '730 days' end,
         likes, likes * 8 + floor(random() * 50)::int, now() - random() * interval '730 days'
       from (select i, random() as r, floor(exp(random() * 9))::int as likes from generate_series(${done + 1}, ${done + count}) as i) as drawn, creator, category`,
    );
  }
  await step(
    'one picture per post',
    `insert into post_media (post_id, position, original_key, blur_key, width, height)
     select id, 0, 'private/posts/bench/' || id || '.jpg', 'public/previews/bench/' || id || '.webp', 1080, 1350 from posts`,
  );
  await step(
    "subscription posts in their creator's plan",
    `insert into plan_posts (plan_id, post_id)
     select plans.id, posts.id from posts join subscription_plans as plans on plans.user_id = posts.user_id where posts.article_type = 1`,
  );
  await step(
    "creators' views as the sum of their posts'",
    `update creator_profiles set view_count = sums.total from (select user_id, sum(view_count) as total from posts group by user_id) as sums where sums.user_id = creator_profiles.user_id`,
  );
  await seedFanActivity(pool, size, log);
  // VACUUM sets the visibility map as autovacuum would on a live database: without it every
  // index-only scan (the console's queue counts) fetched the heap row by row (issue 23).
  await step('vacuum and analyze', 'vacuum (analyze)');
  log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * The pages `npm run bench:lighthouse` visits: the links people share (issue 24, "Lean and fast").
 * A creator's page and their posts are found on the seeded server itself, through the calls the
 * app makes as a visitor, so the benchmark follows the seed rather than a hard-coded post number.
 */
import { encodeForm, openResponse, sealRequest, type EnvelopeKeys } from '../../src/contract/envelope.ts';
import type { Post } from '../../src/contract/entities.ts';
import { ARTICLE_TYPE, RESOURCE_TYPE } from '../../src/contract/enums.ts';

/** A seeded creator (server/seed/creators-data.ts) with free image and video posts. */
const CREATOR = 'mayafit';
/** One of that creator's categories' tags (server/seed/post-texts.ts): a search with results. */
const SEARCH_TERM = 'fitness';
/** A visitor's guest id, as the app makes one on its first visit. */
const GUEST_ID = '6a3f0d8e-5b1c-4e2a-9f47-0c8d2b7e9a14';

export const LIGHTHOUSE_PAGE_NAMES = ['landing', 'home', 'creator', 'post', 'video-post', 'search'] as const;
export type LighthousePageName = (typeof LIGHTHOUSE_PAGE_NAMES)[number];

export interface LighthousePage {
  name: LighthousePageName;
  /** The path and query a visitor opens. */
  path: string;
}

/** `--pages creator,post`: the names asked for, every page when none. */
export function lighthousePageNamesOf(option: string | undefined): LighthousePageName[] {
  if (!option) return [...LIGHTHOUSE_PAGE_NAMES];
  const names = option.split(',').map((name) => name.trim());
  for (const name of names)
    if (!(LIGHTHOUSE_PAGE_NAMES as readonly string[]).includes(name))
      throw new Error(`--pages: no page "${name}" (${LIGHTHOUSE_PAGE_NAMES.join(', ')})`);
  return names as LighthousePageName[];
}

/** One call as a visitor's app sends it, answered `data` (or a thrown error). */
async function visitorCall<T>(
  baseUrl: string,
  keys: EnvelopeKeys,
  call: string,
  params: Record<string, unknown>,
): Promise<T> {
  const answer = await fetch(`${baseUrl}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    body: encodeForm(sealRequest({ ...params, oauth_id: GUEST_ID, oauth_type: 'pwa' }, keys)),
  });
  const opened = openResponse(await answer.json(), keys);
  if (opened.status !== 1) throw new Error(`${call} answered status ${opened.status}: ${opened.msg}`);
  return opened.data as T;
}

/** The creator's newest free post of a kind (a shared link shows such a post whole), if listed. */
function freePostOf(posts: readonly Post[], kind: number): Post | undefined {
  return posts.find(
    (candidate) =>
      candidate.article_type === ARTICLE_TYPE.free &&
      candidate.resource_type === kind &&
      candidate.url.length > 0,
  );
}

/** The paths of the pages asked for, found on the server at `baseUrl` (its direct address). */
export async function lighthousePages(
  names: readonly LighthousePageName[],
  server: { directUrl: string; keys: EnvelopeKeys },
): Promise<LighthousePage[]> {
  const freePost = async (kind: number) => {
    const { uuid } = await visitorCall<{ uuid: string }>(
      server.directUrl,
      server.keys,
      'user/getUserInfoByUuid',
      {
        username: CREATOR,
      },
    );
    const page = await visitorCall<{ list: Post[] }>(
      server.directUrl,
      server.keys,
      'article/getArticleByUser',
      {
        uuid,
        resource_type: kind,
        page: 1,
        limit: 50,
      },
    );
    return freePostOf(page.list, kind);
  };
  const postPath = async (kind: number) => {
    const post = await freePost(kind);
    return post ? `/en/${CREATOR}/${post.id}` : undefined;
  };
  const pathOf: Record<LighthousePageName, () => Promise<string | undefined>> = {
    landing: () => Promise.resolve('/en'),
    home: () => Promise.resolve('/en/home'),
    creator: () => Promise.resolve(`/en/${CREATOR}`),
    post: () => postPath(RESOURCE_TYPE.image),
    'video-post': () => postPath(RESOURCE_TYPE.video),
    search: () => Promise.resolve(`/en/search?q=${encodeURIComponent(SEARCH_TERM)}`),
  };
  const pages: LighthousePage[] = [];
  for (const name of names) {
    const path = await pathOf[name]();
    // The seed may have none (no ffmpeg, no free video listed): that page is left out, said so.
    if (path) pages.push({ name, path });
    else console.log(`  ${name}: ${CREATOR} has no such free post listed for a visitor; left out`);
  }
  return pages;
}

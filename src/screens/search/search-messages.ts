import { defineMessage, defineMessages } from 'react-intl';

/** The search screen's messages (spec §2 Search). */
export const searchMessages = defineMessages({
  title: { id: 'search.title', defaultMessage: 'Search' },
  results: { id: 'search.results', defaultMessage: 'Search results' },
  posts: { id: 'search.tab.posts', defaultMessage: 'Posts' },
  authors: { id: 'search.tab.authors', defaultMessage: 'Authors' },
  /** The tab's name and how many it holds, compact (1.2K). */
  postsCount: defineMessage<{ shown: string }>({
    id: 'search.tab.postsCount',
    defaultMessage: 'Posts · {shown}',
  }),
  authorsCount: defineMessage<{ shown: string }>({
    id: 'search.tab.authorsCount',
    defaultMessage: 'Authors · {shown}',
  }),
  noResult: defineMessage<{ term: string }>({
    id: 'search.noResult',
    defaultMessage: 'No results for “{term}”',
  }),
  noResultHint: {
    id: 'search.noResultHint',
    defaultMessage: 'Check the spelling, or try a shorter or more general word.',
  },
  noPosts: { id: 'search.noPosts', defaultMessage: 'No posts match this search' },
  noPostsHint: {
    id: 'search.noPostsHint',
    defaultMessage: 'The authors tab may have what you are looking for.',
  },
  noAuthors: { id: 'search.noAuthors', defaultMessage: 'No authors match this search' },
  noAuthorsHint: {
    id: 'search.noAuthorsHint',
    defaultMessage: 'The posts tab may have what you are looking for.',
  },
  moreAuthorsFailed: { id: 'search.moreAuthorsFailed', defaultMessage: 'Couldn’t load more authors' },
  start: { id: 'search.start', defaultMessage: 'Find posts and creators' },
  startHint: {
    id: 'search.startHint',
    defaultMessage: 'Search by title, tag, description or a creator’s name, in any language.',
  },
});

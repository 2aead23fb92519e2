/**
 * The term a search address (`/{lang}/search?q=`) searches: `q` trimmed, '' for none. Read by the
 * search screen (src/screens/search/search-address.ts) and by the server, which puts that search's
 * first page in the document (server/shared-page-document.ts).
 */
export function searchTermOf(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim();
}

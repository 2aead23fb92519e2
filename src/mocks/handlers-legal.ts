/**
 * The legal texts' states other than loaded: the texts themselves are the real files under
 * public/legal, which Storybook serves as they are (its static folder), so a story without one of
 * these handlers reads the real text.
 */
import { delay, http, HttpResponse } from 'msw';

export const legalTextHandlers = {
  /** Never answers: the spinner. */
  loading: http.get('/legal/*', async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 500 });
  }),
  /** The file cannot be fetched (a network or server failure): the error with Reload. */
  failing: http.get('/legal/*', () => new HttpResponse(null, { status: 503 })),
};

/**
 * MSW handlers of the member's data export (`user/getDataExport`, `user/requestDataExport`), one
 * named handler per state. Each keeps its own copy of the state, so asking for an export in a
 * story moves it to "preparing" as the server does.
 *
 *   parameters: { msw: { handlers: { dataExport: dataExportHandlers.ready } } }
 */
import { delay, http } from 'msw';
import {
  getDataExportCall,
  requestDataExportCall,
  type DataExportState,
} from '../contract/calls/user-data-export.ts';
import { callHandler, callUrl, sealedError, sealedReply } from './envelope.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** The stories' fixed time: 2 March 2026, 12:00 UTC. */
const NOW = Date.UTC(2026, 2, 2, 12);
const DAY = 24 * 3600_000;
/** What the server answers when a second export is asked for while one is prepared. */
export const MOCK_EXPORT_RUNNING =
  'Your data export is already being prepared. You’ll be notified when it’s ready.';

/** The export in one state, dated from the stories' time. */
export function makeDataExport(status: DataExportState['status']): DataExportState {
  const asked = new Date(NOW - 2 * DAY).toISOString();
  switch (status) {
    case 'none':
      return { status, requested_at: null, ready_at: null, expires_at: null, bytes: 0, download_url: '' };
    case 'queued':
    case 'building':
    case 'failed':
      return { status, requested_at: asked, ready_at: null, expires_at: null, bytes: 0, download_url: '' };
    case 'ready':
      return {
        status,
        requested_at: asked,
        ready_at: new Date(NOW - 2 * DAY + 600_000).toISOString(),
        expires_at: new Date(NOW + 5 * DAY).toISOString(),
        bytes: 2_480_000_000,
        download_url: '/media/x/exports/7/example.zip?exp=1&v=u7&sig=mock',
      };
    case 'expired':
      return {
        status,
        requested_at: new Date(NOW - 20 * DAY).toISOString(),
        ready_at: new Date(NOW - 20 * DAY).toISOString(),
        expires_at: new Date(NOW - 13 * DAY).toISOString(),
        bytes: 0,
        download_url: '',
      };
  }
}

/** Handlers over one state: asking for an export makes it queued. */
function handlersOver(initial: DataExportState, refuse = false) {
  let state = initial;
  return [
    callHandler(getDataExportCall, async () => {
      await delay(100);
      return sealedReply(getDataExportCall, state);
    }),
    callHandler(requestDataExportCall, async () => {
      await delay(100);
      if (refuse) return sealedError(MOCK_EXPORT_RUNNING);
      state = { ...makeDataExport('queued'), requested_at: new Date(NOW).toISOString() };
      return sealedReply(requestDataExportCall, state);
    }),
  ];
}

export const dataExportHandlers = {
  /** Never asked for. */
  get none() {
    return handlersOver(makeDataExport('none'));
  },
  /** Being prepared. */
  get building() {
    return handlersOver(makeDataExport('building'));
  },
  /** Ready to download for five more days. */
  get ready() {
    return handlersOver(makeDataExport('ready'));
  },
  /** The last one failed: nothing kept. */
  get failed() {
    return handlersOver(makeDataExport('failed'));
  },
  /** The last one expired and was removed. */
  get expired() {
    return handlersOver(makeDataExport('expired'));
  },
  /** Never asked for, and the server refuses the request (another tab asked meanwhile). */
  get refused() {
    return handlersOver(makeDataExport('none'), true);
  },
  /** The state never arrives. */
  loading: [
    http.post(callUrl(getDataExportCall), async () => {
      await delay('infinite');
    }),
  ],
  /** The server cannot be reached. */
  error: [callHandler(getDataExportCall, () => sealedError(MOCK_SERVER_ERROR))],
};

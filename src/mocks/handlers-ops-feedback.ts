/**
 * MSW handlers of the console's feedback inbox (ops/feedback, ops/feedbackItem, ops/replyFeedback,
 * ops/markFeedbackHandled), one named handler per state. The mock keeps the inbox, so a story's
 * reply moves the feedback from New to Handled as the server would.
 *
 *   parameters: { msw: { handlers: opsFeedbackHandlers.loaded } }
 */
import { delay, http } from 'msw';
import {
  opsFeedbackCall,
  opsFeedbackItemCall,
  opsMarkFeedbackHandledCall,
  opsReplyFeedbackCall,
  type OpenFeedback,
} from '../contract/calls/ops-feedback.ts';
import { callHandler, callUrl, sealedError, sealedReply } from './envelope.ts';
import { mockPhoto } from './images.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** The server's English refusal when a reply's mail cannot go (locales/server/en.json). */
export const MOCK_MAIL_UNAVAILABLE =
  'We could not send the email right now. Please try again in a few minutes.';

/** A feedback as the inbox shows it, `hoursAgo` before the stories' fixed time. */
export function makeInboxFeedback(id: number, overrides: Partial<OpenFeedback> = {}): OpenFeedback {
  const attachments = overrides.attachments ?? [];
  return {
    id,
    type: 1,
    content: 'The video stops after ten seconds on my phone, every time.',
    email: `fan${id}@example.com`,
    locale: 'en',
    username: `fan_${id}`,
    attachmentCount: attachments.length,
    status: 'new',
    sentAt: new Date(Date.UTC(2026, 2, 2, 9 - id, 0)).toISOString(),
    handledAt: null,
    ...overrides,
    attachments,
  };
}

/** The inbox the loaded state starts with: a member's with images, a visitor's in Arabic, older ones. */
export function makeInbox(): OpenFeedback[] {
  return [
    makeInboxFeedback(1, {
      type: 2,
      content: 'I was charged twice for the same plan this morning.\nThe second charge is still pending.',
      attachments: [
        mockPhoto({ width: 600, height: 800, seed: 3 }),
        mockPhoto({ width: 800, height: 600, seed: 4 }),
      ],
    }),
    makeInboxFeedback(2, {
      type: 9,
      username: null,
      locale: 'ar',
      email: 'visitor@example.com',
      content: 'بعض النصوص في صفحة الاشتراك غير مترجمة إلى العربية.',
    }),
    makeInboxFeedback(3, { type: 7, content: 'It would be great to sort posts by most liked.' }),
    makeInboxFeedback(4, {
      type: 3,
      status: 'handled',
      handledAt: '2026-03-01T12:00:00.000Z',
      content: 'I cannot sign in with Apple any more.',
    }),
  ];
}

let inbox: OpenFeedback[] = makeInbox();

/** Every story starts from the same inbox. */
export function resetOpsFeedback(items: OpenFeedback[] = makeInbox()): void {
  inbox = items;
}

const summaryOf = ({ attachments: _attachments, ...summary }: OpenFeedback) => summary;

const list = callHandler(opsFeedbackCall, async ({ input }) => {
  await delay(100);
  const rows = inbox.filter((item) => item.status === input.status);
  const start = (input.page - 1) * input.limit;
  return sealedReply(opsFeedbackCall, {
    list: rows.slice(start, start + input.limit).map(summaryOf),
    page: input.page,
    limit: input.limit,
  });
});

const item = callHandler(opsFeedbackItemCall, async ({ input }) => {
  await delay(100);
  const found = inbox.find((row) => row.id === input.id);
  return found ? sealedReply(opsFeedbackItemCall, found) : sealedError('This feedback does not exist.');
});

const handled = (id: number) => {
  inbox = inbox.map((row) =>
    row.id === id && row.status === 'new'
      ? { ...row, status: 'handled', handledAt: '2026-03-02T10:00:00.000Z' }
      : row,
  );
};

const reply = callHandler(opsReplyFeedbackCall, async ({ input }) => {
  await delay(150);
  handled(input.id);
  return sealedReply(opsReplyFeedbackCall, {});
});

const markHandled = callHandler(opsMarkFeedbackHandledCall, async ({ input }) => {
  await delay(100);
  handled(input.id);
  return sealedReply(opsMarkFeedbackHandledCall, {});
});

const never = (path: string) =>
  http.post(path, async () => {
    await delay('infinite');
  });

export const opsFeedbackHandlers = {
  /** The inbox with new and handled feedback; replies and marks go through. */
  loaded: {
    opsFeedback: list,
    opsFeedbackItem: item,
    opsReplyFeedback: reply,
    opsMarkFeedbackHandled: markHandled,
  },
  /** Nothing in either tab. */
  empty: {
    opsFeedback: callHandler(opsFeedbackCall, ({ input }) =>
      sealedReply(opsFeedbackCall, { list: [], page: input.page, limit: input.limit }),
    ),
  },
  /** The first page never arrives. */
  loading: { opsFeedback: never(callUrl(opsFeedbackCall)) },
  /** The server cannot be reached. */
  error: { opsFeedback: callHandler(opsFeedbackCall, () => sealedError(MOCK_SERVER_ERROR)) },
  /** The inbox loads, but the reply's mail cannot be sent. */
  mailDown: {
    opsFeedback: list,
    opsFeedbackItem: item,
    opsReplyFeedback: callHandler(opsReplyFeedbackCall, async () => {
      await delay(100);
      return sealedError(MOCK_MAIL_UNAVAILABLE);
    }),
    opsMarkFeedbackHandled: markHandled,
  },
};

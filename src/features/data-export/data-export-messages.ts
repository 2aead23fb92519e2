import { defineMessage, defineMessages } from 'react-intl';

/** The data export section's texts (issue 26). */
export const dataExportMessages = defineMessages({
  title: { id: 'dataExport.title', defaultMessage: 'Download your data' },
  intro: {
    id: 'dataExport.intro',
    defaultMessage:
      'Get one ZIP file with your profile, posts and their original photos and videos, plans, comments, messages, orders, subscriptions and statements, as JSON and CSV. We’ll notify you and send you an email when it’s ready.',
  },
  request: { id: 'dataExport.request', defaultMessage: 'Request my data' },
  requestAgain: { id: 'dataExport.requestAgain', defaultMessage: 'Request a new export' },
  retry: { id: 'dataExport.retry', defaultMessage: 'Try again' },
  building: defineMessage<{ date: number }>({
    id: 'dataExport.building',
    defaultMessage: 'Preparing your export (asked for {date, date, medium}). This can take a few minutes.',
  }),
  ready: defineMessage<{ date: number; size: string }>({
    id: 'dataExport.ready',
    defaultMessage: 'Your export is ready ({size}). You can download it until {date, date, long}.',
  }),
  download: { id: 'dataExport.download', defaultMessage: 'Download ZIP' },
  failed: {
    id: 'dataExport.failed',
    defaultMessage: 'We couldn’t prepare your export. Nothing was kept; please try again.',
  },
  expired: defineMessage<{ date: number }>({
    id: 'dataExport.expired',
    defaultMessage:
      'Your last export expired on {date, date, long} and was deleted. Request a new one any time.',
  }),
  requested: {
    id: 'dataExport.requested',
    defaultMessage: 'Export requested. We’ll let you know when it’s ready.',
  },
  requestFailed: {
    id: 'dataExport.requestFailed',
    defaultMessage: 'Couldn’t request the export. Try again.',
  },
});

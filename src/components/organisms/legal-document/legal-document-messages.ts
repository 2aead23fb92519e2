import { defineMessage, defineMessages } from 'react-intl';

export const legalDocumentMessages = defineMessages({
  effective: defineMessage<{ date: string }>({
    id: 'legal.effective',
    defaultMessage: 'In effect since {date}',
  }),
  contents: { id: 'legal.contents', defaultMessage: 'Contents' },
});

import { defineMessage, defineMessages } from 'react-intl';

/** The texts of the creator's visible mark setting (VisibleMarkSection). */
export const visibleMarkMessages = defineMessages({
  title: { id: 'visibleMark.title', defaultMessage: 'Visible watermark' },
  intro: {
    id: 'visibleMark.intro',
    defaultMessage:
      'Put each viewer’s own username on the pictures they unlock. A hidden mark always names them too; the visible one discourages sharing.',
  },
  on: { id: 'visibleMark.on', defaultMessage: 'Show a watermark on my pictures' },
  onDescription: {
    id: 'visibleMark.onDescription',
    defaultMessage: 'Your own view of your posts stays unmarked.',
  },
  placement: { id: 'visibleMark.placement', defaultMessage: 'Placement' },
  opacity: { id: 'visibleMark.opacity', defaultMessage: 'Opacity' },
  opacityValue: defineMessage<{ value: number }>({
    id: 'visibleMark.opacityValue',
    defaultMessage: '{value, number, percent}',
  }),
  preview: { id: 'visibleMark.preview', defaultMessage: 'Preview' },
  previewLabel: defineMessage<{ text: string; placement: string; value: number }>({
    id: 'visibleMark.previewLabel',
    defaultMessage: 'Sample picture marked “{text}”, {placement}, {value, number, percent} opaque',
  }),
  previewOff: { id: 'visibleMark.previewOff', defaultMessage: 'Sample picture without a watermark' },
  previewNote: {
    id: 'visibleMark.previewNote',
    defaultMessage: 'Each viewer sees their own username here.',
  },
  save: { id: 'visibleMark.save', defaultMessage: 'Save' },
  saved: { id: 'visibleMark.saved', defaultMessage: 'Watermark setting saved' },
  failed: { id: 'visibleMark.failed', defaultMessage: 'The setting could not be saved. Try again.' },
  bottomRight: { id: 'visibleMark.placement.bottomRight', defaultMessage: 'Bottom right corner' },
  bottomLeft: { id: 'visibleMark.placement.bottomLeft', defaultMessage: 'Bottom left corner' },
  topRight: { id: 'visibleMark.placement.topRight', defaultMessage: 'Top right corner' },
  topLeft: { id: 'visibleMark.placement.topLeft', defaultMessage: 'Top left corner' },
  center: { id: 'visibleMark.placement.center', defaultMessage: 'Centre' },
  tiled: { id: 'visibleMark.placement.tiled', defaultMessage: 'Repeated diagonally' },
});

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { directionOf } from '../../../i18n/locale-resolution.ts';
import { IconButton } from '../../atoms/icon-button/icon-button.tsx';
import {
  chevronEndIcon,
  chevronStartIcon,
  closeIcon,
  zoomInIcon,
  zoomOutIcon,
} from '../../atoms/icon/icons.ts';
import {
  keyAction,
  movePage,
  stepZoom,
  toggleZoom,
  wheelZoom,
  ZOOM_MAX,
  ZOOM_MIN,
  type ViewerAction,
} from './photo-viewer.logic.ts';
import { useReturnFocus } from '../modal/return-focus.ts';
import { usePhotoGestures } from './use-photo-gestures.ts';

const messages = defineMessages({
  position: defineMessage<{ index: number; count: number }>({
    id: 'photoViewer.position',
    defaultMessage: 'Photo {index} of {count}',
  }),
  close: { id: 'photoViewer.close', defaultMessage: 'Close' },
  previous: { id: 'photoViewer.previous', defaultMessage: 'Previous photo' },
  next: { id: 'photoViewer.next', defaultMessage: 'Next photo' },
  zoomIn: { id: 'photoViewer.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'photoViewer.zoomOut', defaultMessage: 'Zoom out' },
  zoomLevel: { id: 'photoViewer.zoomLevel', defaultMessage: 'Zoom level' },
});

export interface Photo {
  src: string;
  alt: string;
}

export interface PhotoViewerProps {
  open: boolean;
  /** Esc, the close button and a swipe down call this. */
  onClose: () => void;
  photos: readonly Photo[];
  /** The photo shown when the viewer opens. @default 0 */
  initialIndex?: number;
}

/**
 * The fullscreen photo viewer (spec §2): pages with buttons, arrow keys (mirrored right to
 * left) and swipes; zooms 1 to 4 in 0.2 steps with buttons, the wheel and pinch; a double tap
 * within 300 ms toggles zoom; a swipe down or Esc closes it.
 */
export function PhotoViewer({ open, onClose, photos, initialIndex = 0 }: PhotoViewerProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      {/* Mounted only while open, so each opening starts at initialIndex and zoom 1. */}
      {open ? <ViewerPanel photos={photos} initialIndex={initialIndex} onClose={onClose} /> : null}
    </Dialog>
  );
}

type PanelProps = Required<Pick<PhotoViewerProps, 'photos' | 'initialIndex' | 'onClose'>>;

function ViewerPanel({ photos, initialIndex, onClose }: PanelProps) {
  const intl = useIntl();
  const rtl = directionOf(intl.locale) === 'rtl';
  const count = photos.length;
  const [index, setIndex] = useState(() => movePage(initialIndex, count, 0));
  const [zoom, setZoomState] = useState(ZOOM_MIN);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null);
  const photo = photos[index];
  const panel = useReturnFocus(true);

  const setZoom = (next: number) => {
    setZoomState(next);
    if (next === ZOOM_MIN) setPan({ x: 0, y: 0 });
  };
  const goTo = (next: number) => {
    if (next === index) return;
    setIndex(next);
    setZoom(ZOOM_MIN);
  };
  const act = (action: ViewerAction) => {
    if (action === 'close') onClose();
    else if (action === 'next') goTo(movePage(index, count, 1));
    else if (action === 'previous') goTo(movePage(index, count, -1));
  };

  const gestures = usePhotoGestures({
    zoom,
    rtl,
    onZoom: setZoom,
    onPan: (dx, dy) => setPan((p) => ({ x: p.x + dx / zoom, y: p.y + dy / zoom })),
    onDrag: setDrag,
    onAction: act,
    onDoubleTap: () => setZoom(toggleZoom(zoom)),
  });

  // On the window, not the panel: the viewer is modal and fullscreen, so the keys belong to
  // it even before the dialog has moved focus inside. Re-bound each render for fresh state.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const action = keyAction(event.key, rtl);
      if (action) {
        event.preventDefault();
        act(action);
      } else if (event.key === '+' || event.key === '=') setZoom(stepZoom(zoom, 1));
      else if (event.key === '-') setZoom(stepZoom(zoom, -1));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  // Dragging down at zoom 1 fades the viewer, hinting that letting go closes it.
  const dragDown = drag ? Math.max(0, drag.y) : 0;
  const transform = drag
    ? `translate(${drag.x}px, ${drag.y}px)`
    : `scale(${zoom}) translate(${pan.x}px, ${pan.y}px)`;

  return (
    <DialogPanel
      ref={panel}
      className="fixed inset-0 flex flex-col bg-black text-white"
      style={{ backgroundColor: `rgb(0 0 0 / ${1 - Math.min(dragDown / 400, 0.6)})` }}
      data-zoom={zoom}
      data-index={index}
    >
      <div className="relative z-10 flex items-center gap-1 px-2 py-2 desktop:px-4">
        <DialogTitle className="min-w-0 flex-1 ps-2 text-sm font-semibold tabular-nums">
          {intl.formatMessage(messages.position, { index: index + 1, count })}
        </DialogTitle>
        <IconButton
          icon={zoomOutIcon}
          label={intl.formatMessage(messages.zoomOut)}
          variant="overlay"
          disabled={zoom <= ZOOM_MIN}
          onClick={() => setZoom(stepZoom(zoom, -1))}
        />
        <output
          aria-label={intl.formatMessage(messages.zoomLevel)}
          aria-live="polite"
          className="w-14 text-center text-sm tabular-nums"
        >
          {intl.formatNumber(zoom, { style: 'percent' })}
        </output>
        <IconButton
          icon={zoomInIcon}
          label={intl.formatMessage(messages.zoomIn)}
          variant="overlay"
          disabled={zoom >= ZOOM_MAX}
          onClick={() => setZoom(stepZoom(zoom, 1))}
        />
        <IconButton
          icon={closeIcon}
          label={intl.formatMessage(messages.close)}
          variant="overlay"
          onClick={onClose}
          className="ms-2"
        />
      </div>
      <div
        data-testid="photo-stage"
        className="relative flex min-h-0 flex-1 touch-none items-center justify-center overflow-hidden select-none"
        onWheel={(event) => setZoom(wheelZoom(zoom, event.deltaY))}
        {...gestures}
      >
        {photo ? (
          <img
            key={photo.src}
            src={photo.src}
            alt={photo.alt}
            draggable={false}
            className={`max-h-full max-w-full object-contain ${drag ? '' : 'transition-transform duration-200 ease-out'}`}
            style={{ transform }}
          />
        ) : null}
        {index > 0 ? (
          <IconButton
            icon={chevronStartIcon}
            label={intl.formatMessage(messages.previous)}
            variant="overlay"
            size={44}
            onClick={() => act('previous')}
            className="absolute start-3 top-1/2 -translate-y-1/2"
          />
        ) : null}
        {index < count - 1 ? (
          <IconButton
            icon={chevronEndIcon}
            label={intl.formatMessage(messages.next)}
            variant="overlay"
            size={44}
            onClick={() => act('next')}
            className="absolute end-3 top-1/2 -translate-y-1/2"
          />
        ) : null}
      </div>
    </DialogPanel>
  );
}

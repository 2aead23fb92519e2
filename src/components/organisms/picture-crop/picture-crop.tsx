import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../atoms/button/button.tsx';
import { commonMessages } from '../../messages/common-messages.ts';

const messages = defineMessages({
  hint: {
    id: 'pictureCrop.hint',
    defaultMessage: 'Drag the picture or use the arrow keys to move it; zoom with the slider.',
  },
  zoom: { id: 'pictureCrop.zoom', defaultMessage: 'Zoom' },
  frame: { id: 'pictureCrop.frame', defaultMessage: 'Picture in its frame' },
  apply: { id: 'pictureCrop.apply', defaultMessage: 'Use this picture' },
});

/** Zoom from the whole picture in the frame to three times closer. */
const ZOOM_MIN = 1;
const ZOOM_MAX = 3;
const ZOOM_STEP = 0.1;

export interface PictureCropProps {
  /** The picture to fit (an object URL of the chosen file). */
  src: string;
  /** The frame's width over its height: 1 for an avatar, 3 for a cover. */
  aspect: number;
  /** Shows the frame as a circle (the avatar). @default false */
  round?: boolean;
  /**
   * Called with the part of the picture in the frame, in the picture's own pixels; while the
   * promise it answers is pending the buttons wait.
   */
  onApply: (area: Area) => Promise<void> | void;
  onCancel: () => void;
}

/**
 * Fits a picture to its frame before it is uploaded (spec §2: avatar and cover "cropped to their
 * frames"): drag or arrow keys move it, the slider zooms; the part inside the frame is kept.
 */
export function PictureCrop({ src, aspect, round = false, onApply, onCancel }: PictureCropProps) {
  const intl = useIntl();
  const zoomId = useId();
  const hintId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const apply = async (chosen: Area) => {
    setBusy(true);
    try {
      await onApply(chosen);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p id={hintId} className="text-sm text-ink-muted">
        {intl.formatMessage(messages.hint)}
      </p>
      {/* The cropper lays its parts out absolutely and left to right whatever the page's direction. */}
      <div dir="ltr" className="relative h-72 overflow-hidden rounded-card bg-surface-inverse">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={ZOOM_MIN}
          maxZoom={ZOOM_MAX}
          aspect={aspect}
          cropShape={round ? 'round' : 'rect'}
          showGrid={false}
          disableAutomaticStylesInjection
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          // Focusable and moved with the arrow keys: a named group the hint above describes.
          cropperProps={{
            role: 'group',
            'aria-label': intl.formatMessage(messages.frame),
            'aria-describedby': hintId,
          }}
          mediaProps={{ alt: '' }}
        />
      </div>
      <div className="flex items-center gap-3">
        <label htmlFor={zoomId} className="text-sm font-medium">
          {intl.formatMessage(messages.zoom)}
        </label>
        <input
          id={zoomId}
          type="range"
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={ZOOM_STEP}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          className="h-6 flex-1 accent-brand-600"
        />
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {intl.formatMessage(commonMessages.cancel)}
        </Button>
        <Button onClick={() => area && void apply(area)} disabled={!area} loading={busy}>
          {intl.formatMessage(messages.apply)}
        </Button>
      </div>
    </div>
  );
}

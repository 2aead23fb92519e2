import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { DOCUMENT_FILE_ACCEPT } from '../../../contract/rules/creator-application.ts';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { cameraIcon, imageIcon, refreshIcon } from '../../atoms/icon/icons.ts';

const messages = defineMessages({
  starting: { id: 'photoCapture.starting', defaultMessage: 'Starting the camera…' },
  unavailable: {
    id: 'photoCapture.unavailable',
    defaultMessage: 'The camera is not available. Choose a photo from your device instead.',
  },
  take: { id: 'photoCapture.take', defaultMessage: 'Take photo' },
  chooseFile: { id: 'photoCapture.chooseFile', defaultMessage: 'Choose a photo' },
  fileLabel: { id: 'photoCapture.fileLabel', defaultMessage: 'Photo file (JPG, PNG or GIF)' },
  retake: { id: 'photoCapture.retake', defaultMessage: 'Retake' },
  use: { id: 'photoCapture.use', defaultMessage: 'Use this photo' },
  preview: { id: 'photoCapture.preview', defaultMessage: 'The photo you took' },
  camera: { id: 'photoCapture.camera', defaultMessage: 'Camera preview' },
  wrongType: { id: 'photoCapture.wrongType', defaultMessage: 'Choose a JPG, PNG or GIF image.' },
});

/** The front camera (the face) or the back one (the ID document). */
export type CameraFacing = 'user' | 'environment';

/** Opens the camera; the default asks the browser (getUserMedia). */
export type OpenCamera = (facing: CameraFacing) => Promise<MediaStream>;

const browserCamera: OpenCamera = (facing) =>
  navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: facing } }, audio: false });

/** getUserMedia exists only in a secure context (https, localhost) of a browser that has it. */
const hasCamera = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);
const ACCEPTED_EXTENSION = /\.(jpe?g|png|gif)$/i;

export interface PhotoCaptureProps {
  facing: CameraFacing;
  /** The photo chosen: a camera frame as JPEG, or the picked file. */
  onUse: (photo: Blob) => void;
  /**
   * How the camera is opened; null when there is none, so the file pick is offered at once.
   * @default getUserMedia when the browser has it, else null
   */
  openCamera?: OpenCamera | null;
}

type View =
  | { kind: 'starting' }
  | { kind: 'live' }
  | { kind: 'unavailable' }
  | { kind: 'taken'; photo: Blob; url: string };

/**
 * The photo capture dialog's content (spec §2 "photo capture"): a live camera with a shutter,
 * the file pick beside it (jpg, jpeg, png, gif; `capture` asks phones for their camera), and
 * once a photo is taken or picked, its preview with Retake and Use this photo.
 */
export function PhotoCapture({
  facing,
  onUse,
  openCamera = hasCamera() ? browserCamera : null,
}: PhotoCaptureProps) {
  const intl = useIntl();
  const inputId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [view, setView] = useState<View>(openCamera ? { kind: 'starting' } : { kind: 'unavailable' });
  const [typeError, setTypeError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const wantsCamera = openCamera !== null && view.kind !== 'taken' && view.kind !== 'unavailable';

  useEffect(() => {
    if (!wantsCamera || !openCamera) return;
    let cancelled = false;
    openCamera(facing).then(
      (stream) => {
        if (cancelled) return stream.getTracks().forEach((track) => track.stop());
        streamRef.current = stream;
        if (videoRef.current) {
          videoRef.current.srcObject = stream;
          void videoRef.current.play().catch(() => {});
        }
        setView({ kind: 'live' });
      },
      () => !cancelled && setView({ kind: 'unavailable' }),
    );
    return () => {
      cancelled = true;
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
    };
    // A retake opens the camera again (attempt).
  }, [wantsCamera, openCamera, facing, attempt]);

  useEffect(() => () => (view.kind === 'taken' ? URL.revokeObjectURL(view.url) : undefined), [view]);

  const keep = (photo: Blob) => setView({ kind: 'taken', photo, url: URL.createObjectURL(photo) });

  const shoot = () => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    canvas.toBlob((blob) => blob && keep(blob), 'image/jpeg', 0.92);
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const accepted = ACCEPTED_TYPES.has(file.type) || (!file.type && ACCEPTED_EXTENSION.test(file.name));
    setTypeError(!accepted);
    if (accepted) keep(file);
  };

  const retake = () => {
    setTypeError(false);
    setAttempt((n) => n + 1);
    setView(openCamera ? { kind: 'starting' } : { kind: 'unavailable' });
  };

  const filePick = (
    <>
      <input
        ref={fileRef}
        id={inputId}
        type="file"
        accept={DOCUMENT_FILE_ACCEPT}
        capture={facing}
        className="sr-only"
        tabIndex={-1}
        aria-label={intl.formatMessage(messages.fileLabel)}
        onChange={picked}
      />
      <Button
        variant={view.kind === 'unavailable' ? 'primary' : 'secondary'}
        onClick={() => fileRef.current?.click()}
      >
        <Icon icon={imageIcon} size={20} />
        {intl.formatMessage(messages.chooseFile)}
      </Button>
    </>
  );

  if (view.kind === 'taken') {
    return (
      <div className="flex flex-col gap-4">
        <img
          src={view.url}
          alt={intl.formatMessage(messages.preview)}
          className="max-h-[50vh] w-full rounded-card bg-surface-sunken object-contain"
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={retake}>
            <Icon icon={refreshIcon} size={20} />
            {intl.formatMessage(messages.retake)}
          </Button>
          <Button onClick={() => onUse(view.photo)}>{intl.formatMessage(messages.use)}</Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {view.kind === 'unavailable' ? (
        <p role="status" className="rounded-card bg-surface-sunken p-4 text-sm text-ink-muted">
          {intl.formatMessage(messages.unavailable)}
        </p>
      ) : (
        <div className="relative aspect-[4/3] w-full overflow-hidden rounded-card bg-black">
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label={intl.formatMessage(messages.camera)}
            // The front camera shows as a mirror, as people expect of a selfie view.
            className={`h-full w-full object-cover ${facing === 'user' ? '-scale-x-100' : ''}`}
          />
          {view.kind === 'starting' && (
            <p role="status" className="absolute inset-0 grid place-items-center text-sm text-white">
              {intl.formatMessage(messages.starting)}
            </p>
          )}
        </div>
      )}
      {typeError && (
        <p role="alert" className="text-sm text-red-700">
          {intl.formatMessage(messages.wrongType)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        {filePick}
        {view.kind !== 'unavailable' && (
          <Button onClick={shoot} disabled={view.kind !== 'live'}>
            <Icon icon={cameraIcon} size={20} />
            {intl.formatMessage(messages.take)}
          </Button>
        )}
      </div>
    </div>
  );
}

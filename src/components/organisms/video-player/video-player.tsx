import 'media-chrome';
import type { MediaController as MediaControllerElement } from 'media-chrome';
import {
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaPlayButton,
  MediaTimeDisplay,
  MediaTimeRange,
} from 'media-chrome/react';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { alertIcon } from '../../atoms/icon/icons.ts';
import { useIdle } from './use-idle.ts';
import { useInView } from './use-in-view.ts';
import { useVideoSlot } from './use-video-slot.ts';
import { useVideoSource } from './use-video-source.ts';
import { applyVolume, CONTROLS_HIDE_MS } from './video-player.logic.ts';
import { messages, registerMediaChromeLanguage } from './video-player.messages.ts';
import { MAX_VIDEO_ELEMENTS } from './video-registry.ts';
import { VolumeControl } from './volume-control.tsx';

export interface VideoPlayerProps {
  /** An .mp4 (or any type the browser plays) or an HLS .m3u8 playlist. */
  src: string;
  /** Names the player for assistive tech, e.g. the post's title. */
  label: string;
  /** Shown before playback and while the video is unloaded off screen. */
  poster?: string;
  /** width / height. @default 16 / 9 */
  aspectRatio?: number;
  /** @default false */
  loop?: boolean;
  /** Starts playing (muted, as every player starts) as soon as it can: a video opened to be watched. @default false */
  autoPlay?: boolean;
  /**
   * Called each time the video fails to load or play (a fatal HLS error, a refused or expired
   * address). Given, the owner handles the failure (a fresh `src`, its own notice) and the player
   * shows none of its own; without it the player shows why, with Try again.
   */
  onError?: () => void;
  className?: string;
}

// media-chrome reads its look from CSS custom properties.
const CHROME_STYLE = {
  '--media-control-background': 'transparent',
  '--media-control-hover-background': 'rgb(255 255 255 / 0.12)',
  '--media-range-track-height': '4px',
  '--media-range-bar-color': '#a78bfa',
  '--media-focus-box-shadow': 'inset 0 0 0 2px #c4b5fd',
  width: '100%',
  height: '100%',
} as CSSProperties;

interface NoticeProps {
  label: string;
  title: string;
  poster: string | undefined;
  alert?: boolean;
  children: ReactNode;
}

/** Why the video cannot play, over a dimmed poster. */
function Notice({ label, title, poster, alert = false, children }: NoticeProps) {
  return (
    <div
      role={alert ? 'alert' : 'status'}
      aria-label={label}
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-surface-inverse p-4 text-center"
    >
      {poster ? (
        <img src={poster} alt="" className="absolute inset-0 h-full w-full object-cover opacity-25 blur-sm" />
      ) : null}
      <Icon icon={alertIcon} size={28} className="relative" />
      <p className="relative text-sm font-semibold">{title}</p>
      {children}
    </div>
  );
}

// Attributes media-chrome reads but its React types do not declare.
const NO_AUTOHIDE = { noautohide: '' } as object;
// The tooltip repeats the label as hidden text, which fails axe's label-in-name check.
const NO_TOOLTIP = { notooltip: '' } as object;

/**
 * A video on media-chrome: starts muted; play/pause, mute with a volume popup, seek and full
 * screen; controls hide after 2 s idle while playing; the video is unloaded off screen; at
 * most 6 players hold a <video> element at once, and the 7th shows why it cannot play.
 */
export function VideoPlayer({
  src,
  label,
  poster,
  aspectRatio = 16 / 9,
  loop = false,
  autoPlay = false,
  onError,
  className = '',
}: VideoPlayerProps) {
  const intl = useIntl();
  // Registered during render: media-chrome labels its controls as soon as they connect.
  const lang = useMemo(() => registerMediaChromeLanguage(intl), [intl]);
  const rootRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<MediaControllerElement>(null);
  const inView = useInView(rootRef);
  const slot = useVideoSlot(inView);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [attempt, setAttempt] = useState(0);
  const source = useVideoSource(video, src);
  // The element that is playing, so a replaced or unloaded element never counts as playing.
  const [playingElement, setPlayingElement] = useState<HTMLVideoElement | null>(null);
  const playing = video !== null && playingElement === video;
  const [controlsHidden, pokeControls] = useIdle(CONTROLS_HIDE_MS, playing);

  useEffect(() => {
    if (!video) return;
    const sync = () => setPlayingElement(video.paused ? null : video);
    video.addEventListener('play', sync);
    video.addEventListener('pause', sync);
    return () => {
      video.removeEventListener('play', sync);
      video.removeEventListener('pause', sync);
    };
  }, [video]);

  // media-chrome names the region "video player" when it connects; name it after the video.
  useLayoutEffect(() => {
    controllerRef.current?.setAttribute('aria-label', label);
  });

  // Every volume change goes through the spec's rule (0 mutes, positive unmutes), before
  // media-chrome's own handler, which would leave a volume of 0 unmuted.
  useEffect(() => {
    const controller = controllerRef.current;
    if (!controller || !video) return;
    const onVolumeRequest = (event: Event) => {
      event.stopPropagation();
      const next = applyVolume(video, Number((event as CustomEvent).detail));
      video.volume = next.volume;
      video.muted = next.muted;
    };
    controller.addEventListener('mediavolumerequest', onVolumeRequest, { capture: true });
    return () => controller.removeEventListener('mediavolumerequest', onVolumeRequest, { capture: true });
  }, [video, slot]);

  const failed = slot === 'granted' && source === 'failed';
  const onErrorRef = useRef(onError);
  useLayoutEffect(() => {
    onErrorRef.current = onError;
  });
  useEffect(() => {
    if (failed) onErrorRef.current?.();
  }, [failed]);
  const state = slot === 'refused' ? 'refused' : failed ? 'failed' : video ? 'loaded' : 'unloaded';

  return (
    <div
      ref={rootRef}
      data-state={state}
      className={`relative overflow-hidden rounded-card bg-surface-inverse text-ink-inverse ${className}`}
      style={{ aspectRatio }}
      // Any activity over the player shows the controls again and restarts the 2 s.
      onPointerMove={pokeControls}
      onPointerDown={pokeControls}
      onKeyDown={pokeControls}
      onFocus={pokeControls}
    >
      {slot === 'refused' ? (
        <Notice label={label} poster={poster} title={intl.formatMessage(messages.refusedTitle)}>
          <p className="relative max-w-xs text-xs text-white/85">
            {intl.formatMessage(messages.refusedBody, { count: MAX_VIDEO_ELEMENTS })}
          </p>
        </Notice>
      ) : (
        <MediaController
          ref={controllerRef}
          lang={lang}
          autohide="-1"
          noMutedPref
          noVolumePref
          data-controls={controlsHidden ? 'hidden' : 'visible'}
          style={CHROME_STYLE}
        >
          {slot === 'granted' ? (
            <video
              key={attempt}
              ref={setVideo}
              slot="media"
              poster={poster}
              muted
              playsInline
              loop={loop}
              autoPlay={autoPlay}
              preload="metadata"
              className="h-full w-full object-contain"
            />
          ) : poster ? (
            <img slot="poster" src={poster} alt="" className="h-full w-full object-contain" />
          ) : null}
          <MediaControlBar
            // Hiding is ours (useIdle, testable with a fake clock), not media-chrome's.
            {...NO_AUTOHIDE}
            className={`flex w-full items-center bg-gradient-to-t from-black/70 to-transparent px-1 pt-6 transition-opacity duration-300 ${controlsHidden ? 'pointer-events-none opacity-0' : 'opacity-100'}`}
          >
            <MediaPlayButton {...NO_TOOLTIP} />
            <VolumeControl />
            <MediaTimeRange className="min-w-0 flex-1" />
            {/* Times read left to right in every locale, like the digits in them. */}
            <MediaTimeDisplay showDuration noToggle dir="ltr" className="px-2 text-xs tabular-nums" />
            <MediaFullscreenButton {...NO_TOOLTIP} />
          </MediaControlBar>
        </MediaController>
      )}
      {failed && !onError ? (
        // Over the controller rather than instead of it: the failed element stays mounted, so
        // the failure is not retried in a loop; Try again mounts a fresh element.
        <Notice label={label} poster={poster} title={intl.formatMessage(messages.failed)} alert>
          <Button variant="overlay" size="sm" className="relative" onClick={() => setAttempt((n) => n + 1)}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </Notice>
      ) : null}
    </div>
  );
}

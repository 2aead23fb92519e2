import { useEffect, useState } from 'react';
import { playbackEngine } from './video-player.logic.ts';

export type SourceState = 'loading' | 'ready' | 'failed';

/**
 * Attaches `src` to the element: natively, or through hls.js for an HLS playlist the browser
 * cannot play itself (Safari plays HLS natively, most others need hls.js). hls.js (its light
 * build: our renditions use no subtitles, alternate audio or DRM) is loaded on demand so pages
 * without HLS never download it. On unmount or a new source the element is
 * paused and its source released, so the browser frees the decoder and the buffers.
 */
export function useVideoSource(video: HTMLVideoElement | null, src: string): SourceState {
  const [result, setResult] = useState<{ video: HTMLVideoElement; state: SourceState } | null>(null);

  useEffect(() => {
    if (!video) return;
    let cancelled = false;
    let destroy: () => void = () => undefined;
    const onReady = () => setResult({ video, state: 'ready' });
    const onError = () => setResult({ video, state: 'failed' });
    video.addEventListener('loadedmetadata', onReady);
    video.addEventListener('error', onError);

    const engine = playbackEngine(src, video.canPlayType('application/vnd.apple.mpegurl') !== '');
    video.setAttribute('data-engine', engine);
    if (engine === 'native') {
      video.setAttribute('src', src);
    } else {
      void import('hls.js/light')
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) return onError();
          const hls = new Hls({ maxBufferLength: 10 });
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) onError();
          });
          hls.loadSource(src);
          hls.attachMedia(video);
          destroy = () => hls.destroy();
        })
        .catch(() => {
          if (!cancelled) onError();
        });
    }

    return () => {
      cancelled = true;
      video.removeEventListener('loadedmetadata', onReady);
      video.removeEventListener('error', onError);
      video.pause();
      destroy();
      video.removeAttribute('src');
      // load() with no source drops the buffered media; removing the attribute alone does not.
      video.load();
    };
  }, [video, src]);

  return result && result.video === video ? result.state : 'loading';
}

/** Pure rules of the video player (spec §4 "Video", §9 "video control hide 2 s, volume popup 2 s"). */

/** Controls hide after this long without pointer, touch or key activity while playing. */
export const CONTROLS_HIDE_MS = 2000;
/** The volume popup closes this long after the last interaction with it. */
export const VOLUME_POPUP_MS = 2000;

export interface VolumeState {
  volume: number;
  muted: boolean;
}

/**
 * The spec's volume rule: the request is clamped to 0..1, 0 mutes and a positive value
 * unmutes. A non-number request leaves the state as it was. At 0 the last volume is kept so
 * unmuting later restores it instead of staying silent.
 */
export function applyVolume(current: VolumeState, requested: number): VolumeState {
  if (!Number.isFinite(requested)) return current;
  const volume = Math.min(1, Math.max(0, requested));
  if (volume === 0) return { volume: current.volume, muted: true };
  return { volume, muted: false };
}

/** True for an HLS playlist URL (.m3u8, with or without a query or hash). */
export function isHlsSource(src: string): boolean {
  return /\.m3u8(?:[?#]|$)/i.test(src);
}

/** Which engine plays a source: the element itself, or hls.js where HLS is not native. */
export function playbackEngine(src: string, canPlayNativeHls: boolean): 'native' | 'hls.js' {
  return isHlsSource(src) && !canPlayNativeHls ? 'hls.js' : 'native';
}

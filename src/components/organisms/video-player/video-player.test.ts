import { describe, expect, it } from 'vitest';
import {
  applyVolume,
  CONTROLS_HIDE_MS,
  isHlsSource,
  playbackEngine,
  VOLUME_POPUP_MS,
} from './video-player.logic.ts';

describe('applyVolume', () => {
  const playing = { volume: 0.6, muted: false };

  it('sets a volume inside 0..1 and unmutes', () => {
    expect(applyVolume({ volume: 0.6, muted: true }, 0.3)).toEqual({ volume: 0.3, muted: false });
  });

  it('clamps above 1 to 1', () => {
    expect(applyVolume(playing, 1.7)).toEqual({ volume: 1, muted: false });
  });

  it('clamps below 0 to 0, which mutes and keeps the last volume', () => {
    expect(applyVolume(playing, -0.2)).toEqual({ volume: 0.6, muted: true });
  });

  it('mutes at exactly 0', () => {
    expect(applyVolume(playing, 0)).toEqual({ volume: 0.6, muted: true });
  });

  it('unmutes for any positive value', () => {
    expect(applyVolume({ volume: 0.6, muted: true }, 0.01)).toEqual({ volume: 0.01, muted: false });
  });

  it('ignores a request that is not a number', () => {
    expect(applyVolume(playing, Number.NaN)).toBe(playing);
  });
});

describe('sources', () => {
  it('recognises HLS playlists', () => {
    expect(isHlsSource('/media/clip.m3u8')).toBe(true);
    expect(isHlsSource('/media/clip.M3U8?sig=abc')).toBe(true);
    expect(isHlsSource('/media/clip.mp4')).toBe(false);
  });

  it('uses hls.js only for HLS without native support', () => {
    expect(playbackEngine('/a.m3u8', false)).toBe('hls.js');
    expect(playbackEngine('/a.m3u8', true)).toBe('native');
    expect(playbackEngine('/a.mp4', false)).toBe('native');
  });
});

describe('timings', () => {
  it('hides the controls and the volume popup after 2 s', () => {
    expect(CONTROLS_HIDE_MS).toBe(2000);
    expect(VOLUME_POPUP_MS).toBe(2000);
  });
});

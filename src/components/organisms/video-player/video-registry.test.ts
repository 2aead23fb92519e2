import { describe, expect, it, vi } from 'vitest';
import { MAX_VIDEO_ELEMENTS, VideoLimitError, VideoRegistry } from './video-registry.ts';

describe('video registry', () => {
  it('allows 6 video elements at once', () => {
    const registry = new VideoRegistry();
    for (let i = 0; i < 6; i += 1) registry.register({});
    expect(MAX_VIDEO_ELEMENTS).toBe(6);
    expect(registry.size).toBe(6);
  });

  it('refuses a 7th with a VideoLimitError', () => {
    const registry = new VideoRegistry();
    for (let i = 0; i < 6; i += 1) registry.register({});
    expect(() => registry.register({})).toThrow(VideoLimitError);
    expect(() => registry.register({})).toThrow(/At most 6 video elements/);
    expect(registry.size).toBe(6);
  });

  it('frees a slot on release, so the 7th may then register', () => {
    const registry = new VideoRegistry();
    const releases = Array.from({ length: 6 }, () => registry.register({}));
    releases[0]?.();
    expect(() => registry.register({})).not.toThrow();
    expect(registry.size).toBe(6);
  });

  it('counts the same owner once and releases idempotently', () => {
    const registry = new VideoRegistry(2);
    const owner = {};
    const release = registry.register(owner);
    registry.register(owner);
    expect(registry.size).toBe(1);
    release();
    release();
    expect(registry.size).toBe(0);
  });

  it('tells subscribers when a slot frees, not on a no-op release', () => {
    const registry = new VideoRegistry(1);
    const listener = vi.fn();
    const unsubscribe = registry.subscribe(listener);
    const release = registry.register({});
    release();
    release();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    registry.register({})();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

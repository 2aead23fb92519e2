import { describe, expect, it } from 'vitest';
import { postsFilterOf } from './creator-filter.ts';

describe('creator page chips (spec §2: All, each subscription, video, image)', () => {
  it('asks for every post with All', () => {
    expect(postsFilterOf('u-1', 'all')).toEqual({ uuid: 'u-1' });
  });

  it('asks for one plan by its id', () => {
    expect(postsFilterOf('u-1', 'plan-12')).toEqual({ uuid: 'u-1', subscription_id: 12 });
  });

  it('asks for one kind: videos 2, images 1', () => {
    expect(postsFilterOf('u-1', 'video')).toEqual({ uuid: 'u-1', resource_type: 2 });
    expect(postsFilterOf('u-1', 'image')).toEqual({ uuid: 'u-1', resource_type: 1 });
  });
});

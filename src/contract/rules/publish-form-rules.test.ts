import { describe, expect, it } from 'vitest';
import { UPLOAD_STATUS } from '../enums.ts';
import {
  publishFormErrors as draftErrors,
  publishRequest,
  type DraftUpload,
  type PublishFormValues as PublishDraftForm,
} from './publish-form-rules.ts';

const NOW = 1_800_000_000;
const form = (overrides: Partial<PublishDraftForm> = {}): PublishDraftForm => ({
  id: null,
  title: 'Harbour at dawn',
  content: 'Six frames from the pier.',
  tags: ['harbour', '港口'],
  category: 'photography',
  access: 'free',
  planIds: [],
  price: '',
  schedule: false,
  displayAt: new Date((NOW + 3600) * 1000),
  originalDisplayAt: null,
  ...overrides,
});
const done = (uploadId: string, kind: 'image' | 'video' = 'image'): DraftUpload => ({
  status: UPLOAD_STATUS.done,
  uploadId,
  kind,
});

describe('publish form schema: the draft (spec §5)', () => {
  it('a complete draft has no errors and becomes the publish request', () => {
    expect(draftErrors(form(), [done('a'), done('b')], NOW)).toEqual({});
    expect(publishRequest(form(), [done('a'), done('b')], NOW)).toEqual({
      category: 'photography',
      title: 'Harbour at dawn',
      content: 'Six frames from the pier.',
      tags: ['harbour', '港口'],
      resource_type: 1,
      article_type: 3,
      subscription_ids: [],
      price: 0,
      media: ['a', 'b'],
    });
  });

  it('needs uploaded files, a title, a text and a category', () => {
    expect(draftErrors(form({ title: '  ', content: '', category: null }), [], NOW)).toEqual({
      files: 'filesRequired',
      title: 'titleRequired',
      content: 'contentRequired',
      category: 'categoryRequired',
    });
    expect(draftErrors(form({ title: 'x'.repeat(101) }), [done('a')], NOW).title).toBe('titleLength');
    const uploading = { status: UPLOAD_STATUS.uploading, uploadId: null, kind: 'image' as const };
    expect(draftErrors(form(), [done('a'), uploading], NOW).files).toBe('filesBusy');
    const failed = { status: UPLOAD_STATUS.fail, uploadId: null, kind: 'image' as const };
    expect(draftErrors(form(), [done('a'), failed], NOW).files).toBe('filesFailed');
  });

  it('subscription needs a plan; pay-per-post a price above 0, at most 90, 5 characters', () => {
    expect(draftErrors(form({ access: 'subscription' }), [done('a')], NOW).plans).toBe('plansRequired');
    expect(draftErrors(form({ access: 'subscription', planIds: [4] }), [done('a')], NOW)).toEqual({});
    for (const bad of ['', '0', '90.01', '100', '089.50'])
      expect(draftErrors(form({ access: 'buy', price: bad }), [done('a')], NOW).price).toBe('priceInvalid');
    for (const good of ['0.01', '90', '89.99'])
      expect(draftErrors(form({ access: 'buy', price: good }), [done('a')], NOW).price).toBeUndefined();
    const request = publishRequest(form({ access: 'buy', price: '4.99', planIds: [3] }), [done('a')], NOW);
    // The typed price goes out as the JSON number the call takes.
    expect(request).toMatchObject({ article_type: 2, price: 4.99, subscription_ids: [] });
  });

  it('a scheduled time is sent; one over 300 s in the past is refused unless it is the post own', () => {
    const later = form({ schedule: true });
    expect(publishRequest(later, [done('a')], NOW).display_at).toBe(NOW + 3600);
    const past = new Date((NOW - 301) * 1000);
    expect(draftErrors(form({ schedule: true, displayAt: past }), [done('a')], NOW).schedule).toBe(
      'schedulePast',
    );
    const own = form({ id: 7, schedule: true, displayAt: past, originalDisplayAt: NOW - 301 });
    expect(draftErrors(own, [done('a')], NOW)).toEqual({});
    // Switching a scheduled post's schedule off publishes it now.
    const unscheduled = form({ id: 7, originalDisplayAt: NOW + 60 });
    expect(publishRequest(unscheduled, [done('a')], NOW)).toMatchObject({ id: 7, display_at: NOW });
  });

  it('a video post is resource type 2', () => {
    expect(publishRequest(form(), [done('v', 'video')], NOW).resource_type).toBe(2);
  });
});

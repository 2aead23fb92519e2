import { describe, expect, it } from 'vitest';
import { massMessageFormSchema, type MassMessageFormValues } from './mass-message-form.ts';

const NOW = Date.UTC(2026, 2, 15, 12);
const DAY = 86_400_000;
const schema = massMessageFormSchema(() => NOW);

const values = (overrides: Partial<MassMessageFormValues> = {}): MassMessageFormValues => ({
  audience: 'subscribers',
  plan_id: 0,
  list_id: 0,
  min_amount: '',
  text: 'Hello',
  media_kind: 'none',
  pictures: 0,
  video: 0,
  price: '',
  schedule: false,
  send_at: NOW + 3600_000,
  ...overrides,
});

/** Each field's first broken rule, as the composer shows it. */
function problems(input: MassMessageFormValues): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the mass message composer’s rules (issue 25)', () => {
  it('sends a text to all subscribers now, trimmed, free', () => {
    expect(schema.parse(values({ text: '  Hello  ' }))).toEqual({
      audience: 'subscribers',
      plan_id: 0,
      list_id: 0,
      min_amount: 0,
      text: 'Hello',
      price: 0,
      send_ts: 0,
    });
  });

  it('asks for a text or pictures, a plan for one plan, an amount from 1 to 100,000 for spenders', () => {
    expect(problems(values({ text: '  ', audience: 'plan' }))).toEqual({
      text: 'rule.massMessage.text',
      plan_id: 'rule.massMessage.plan',
    });
    for (const amount of ['', '0.99', '100000.01', '5.123', 'ten'])
      expect(problems(values({ audience: 'spent', min_amount: amount }))).toEqual({
        min_amount: 'rule.massMessage.minAmount',
      });
    expect(schema.parse(values({ audience: 'spent', min_amount: '100000' })).min_amount).toBe(100_000);
    expect(schema.parse(values({ audience: 'plan', plan_id: 3 })).plan_id).toBe(3);
  });

  it('asks for one of the creator’s fan lists for a list, and sends its id only then', () => {
    expect(problems(values({ audience: 'list' }))).toEqual({ list_id: 'rule.massMessage.list' });
    expect(schema.parse(values({ audience: 'list', list_id: 7 }))).toMatchObject({
      audience: 'list',
      list_id: 7,
    });
    expect(schema.parse(values({ audience: 'subscribers', list_id: 7 })).list_id).toBe(0);
  });

  it('takes pictures with a price from 0.01 to 90 (the paid message rule), the text then optional', () => {
    const pictures = (count: number, price: string) =>
      values({ media_kind: 'pictures', pictures: count, price });
    expect(schema.parse({ ...pictures(10, '90'), text: '' }).price).toBe(90);
    expect(schema.parse(pictures(1, '0,01')).price).toBe(0.01);
    expect(problems(pictures(1, ''))).toEqual({ price: 'rule.paidMessage.price.required' });
    expect(problems(pictures(1, '90.01'))).toEqual({ price: 'rule.paidMessage.price.maximum' });
    expect(problems(pictures(11, '5'))).toEqual({ pictures: 'rule.paidMessage.pictures' });
    expect(problems({ ...pictures(0, '5'), text: '' })).toEqual({
      text: 'rule.massMessage.text',
      pictures: 'rule.paidMessage.pictures',
    });
    // No media: a free text, whatever price was typed before the media were taken away.
    expect(schema.parse(values({ pictures: 3, price: '5' })).price).toBe(0);
  });

  it('takes one video with a price instead of pictures, and asks for the video when none is chosen', () => {
    const video = (count: number, price: string) => values({ media_kind: 'video', video: count, price });
    expect(schema.parse({ ...video(1, '7'), text: '' })).toMatchObject({ text: '', price: 7 });
    expect(problems(video(0, '7'))).toEqual({ video: 'rule.paidMessage.video' });
    expect(problems(video(1, '0'))).toEqual({ price: 'rule.paidMessage.price.minimum' });
    // The pictures chosen before switching to the video do not count.
    expect(problems({ ...video(0, '7'), pictures: 2, text: '' })).toEqual({
      text: 'rule.massMessage.text',
      video: 'rule.paidMessage.video',
    });
  });

  it('schedules from now to 30 days ahead, sent as seconds', () => {
    expect(schema.parse(values({ schedule: true, send_at: NOW + 30 * DAY })).send_ts).toBe(
      (NOW + 30 * DAY) / 1000,
    );
    for (const at of [NOW, NOW - 60_000, NOW + 30 * DAY + 60_000])
      expect(problems(values({ schedule: true, send_at: at }))).toEqual({
        send_at: 'rule.massMessage.schedule',
      });
  });
});

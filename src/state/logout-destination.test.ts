import { describe, expect, it } from 'vitest';
import { logoutDestination } from './logout-destination.ts';

describe('where logout reloads (spec §4)', () => {
  it('keeps a mine page on mine home', () => {
    expect(logoutDestination('/en/mine')).toBe('/en/mine');
    expect(logoutDestination('/fr/mine/password')).toBe('/fr/mine');
    expect(logoutDestination('/ar/mine/earn-withdrawal-history?x=1')).toBe('/ar/mine');
  });

  it('sends publish and message to the root of the language', () => {
    expect(logoutDestination('/en/publish')).toBe('/en');
    expect(logoutDestination('/ja/message/u-42')).toBe('/ja');
  });

  it('reloads any other page where it is, query and hash included', () => {
    expect(logoutDestination('/en/home?tab=new')).toBe('/en/home?tab=new');
    expect(logoutDestination('/de/mira.lens/12#comments')).toBe('/de/mira.lens/12#comments');
    expect(logoutDestination('/en/mineral')).toBe('/en/mineral');
    expect(logoutDestination('/error-401')).toBe('/error-401');
  });
});

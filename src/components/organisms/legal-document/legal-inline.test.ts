import { describe, expect, it } from 'vitest';
import { legalPieces } from './legal-inline.ts';

const values = {
  operatorName: 'Example Ltd',
  operatorAddress: '1 Main St',
  contactEmail: 'help@example.com',
  siteName: 'FanVault',
  siteUrl: 'https://fanvault.example',
};

describe("a legal text's line", () => {
  it('fills the placeholders, in text and links alike', () => {
    expect(legalPieces('{siteName} is run by {operatorName}, {operatorAddress}.', values)).toEqual([
      { text: 'FanVault is run by Example Ltd, 1 Main St.' },
    ]);
    expect(legalPieces('Write to [{contactEmail}](mailto:{contactEmail}).', values)).toEqual([
      { text: 'Write to ' },
      { text: 'help@example.com', href: 'mailto:help@example.com', kind: 'mail' },
      { text: '.' },
    ]);
  });

  it('makes app pages links and leaves other addresses and unknown braces as written', () => {
    expect(
      legalPieces(
        'See the [Privacy policy](/official/privacy-policy) and [x](https://evil.example).',
        values,
      ),
    ).toEqual([
      { text: 'See the ' },
      { text: 'Privacy policy', href: '/official/privacy-policy', kind: 'page' },
      { text: ' and [x](https://evil.example).' },
    ]);
    expect(legalPieces('{unknown} [not a link]', values)).toEqual([{ text: '{unknown} [not a link]' }]);
  });
});

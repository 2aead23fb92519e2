import { defineMessage, defineMessages } from 'react-intl';

/**
 * The policy pages' names (spec §2), said by the footer, the landing footer, the settings menu and
 * a visitor's mine page. Here rather than in organisms/footer so that a screen naming them does
 * not count the Footer as rendered (tests/unit/components-awaiting-screens.test.ts).
 */
export const legalMessages = defineMessages({
  terms: { id: 'footer.terms', defaultMessage: 'Terms of service' },
  privacy: { id: 'footer.privacy', defaultMessage: 'Privacy policy' },
  cookies: { id: 'footer.cookies', defaultMessage: 'Cookie policy' },
  dmca: { id: 'footer.dmca', defaultMessage: 'DMCA' },
  legal: { id: 'footer.label', defaultMessage: 'Legal' },
  rights: defineMessage<{ year: number }>({
    id: 'footer.rights',
    defaultMessage: '© {year} FanVault. All rights reserved.',
  }),
  /** A visitor's mine page: "By joining you accept the Terms of service". */
  visitorTerms: { id: 'mine.visitor.terms', defaultMessage: 'Terms of service' },
});

import { useLayoutEffect, useRef, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { COOKIE_BANNER_ATTRIBUTE } from '../../../contract/first-html.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { acceptCookies, cookieConsent } from '../../../state/cookie-consent.ts';
import { Button } from '../../atoms/button/button.tsx';
import { returnFocus } from '../modal/return-focus.ts';

const messages = defineMessages({
  label: { id: 'cookie.banner.label', defaultMessage: 'Cookie consent' },
  text: {
    id: 'cookie.banner.text',
    defaultMessage: 'We use cookies to keep you logged in, remember your language and keep the site secure.',
  },
  policy: { id: 'cookie.banner.policy', defaultMessage: 'Cookie policy' },
  accept: { id: 'cookie.banner.accept', defaultMessage: 'Accept' },
});

/**
 * The CSS custom property on the root element that holds the strip of the window's bottom the
 * banner covers while it shows (from its top to the window's bottom, the bottom bar under it
 * included). The document's scroll padding keeps a focused control clear of it (src/app/styles.css).
 */
export const COOKIE_BANNER_COVER = '--cookie-banner-cover';

/**
 * While the banner is shown, pads the end of the document by the strip of viewport it covers,
 * so the page's last content (e.g. Log out on mine) can still scroll above it, and publishes that
 * strip as COOKIE_BANNER_COVER, so a control that takes the focus scrolls clear of the banner
 * (WCAG 2.4.11). Measured, since the banner's height changes with the language and the width.
 */
function useReservePageEnd(banner: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!shown || !element) return undefined;
    const root = element.ownerDocument.documentElement;
    const reserve = () => {
      const covered = `${Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top))}px`;
      document.body.style.paddingBottom = covered;
      root.style.setProperty(COOKIE_BANNER_COVER, covered);
    };
    // First measured when the resize observation reports the banner's first size, after the page's
    // own layout: measured here, in the middle of the first render, it forced an extra layout of
    // the whole page (issue 8, Lighthouse).
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    window.addEventListener('resize', reserve);
    // The banner also moves without resizing: up and down with the bottom navigation.
    element.addEventListener('transitionend', reserve);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', reserve);
      element.removeEventListener('transitionend', reserve);
      document.body.style.paddingBottom = '';
      root.style.removeProperty(COOKIE_BANNER_COVER);
    };
  }, [banner, shown]);
}

/**
 * The copy of the banner the server's first HTML carries (src/contract/first-html.ts)
 * goes as this one mounts in its place: one banner on every frame.
 */
function removeDocumentBanner(): void {
  document.querySelector(`[${COOKIE_BANNER_ATTRIBUTE}]`)?.remove();
}

/** Where the cookie policy is (spec §2). */
export const COOKIE_POLICY_PATH = '/official/cookie-policy';

export interface CookieBannerProps {
  className?: string;
}

/**
 * Shown at the bottom until the visitor accepts; Accept stores the `cookie-agreement` flag
 * (src/state/cookie-consent.ts) and hides it for good. Not modal: the page stays usable, the
 * banner sits above the phone's bottom navigation rather than over it, and the document is padded
 * at its end while the banner shows, so nothing stays hidden under it. Below 640 px it is a compact
 * strip (smaller words, Accept beside them): 96 px of a 320 × 640 window in English, 148 before.
 */
export function CookieBanner({ className = '' }: CookieBannerProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const { agreed } = useSnapshot(cookieConsent);
  const banner = useRef<HTMLElement>(null);
  useReservePageEnd(banner, !agreed);
  useLayoutEffect(removeDocumentBanner, []);
  if (agreed) return null;
  return (
    <section
      ref={banner}
      aria-label={intl.formatMessage(messages.label)}
      // Above the bottom navigation while it shows (organisms/bottom-bar publishes its height), so
      // the banner never covers it; it follows the bar down when the bar slides away, at the pace
      // the bar publishes (--bottom-bar-motion: no slide while the bar first takes its place).
      // Below 640 px a strip on the bar, edge to edge (docs/decisions/focus-not-obscured.md).
      className={`fixed inset-x-0 bottom-[var(--bottom-bar-height,0px)] z-40 mx-auto flex max-w-2xl items-center gap-3 bg-surface px-4 py-3 text-[0.8125rem] text-ink shadow-raised ring-1 ring-line transition-[bottom] [transition-duration:var(--bottom-bar-motion,0ms)] sm:inset-x-3 sm:bottom-[calc(var(--bottom-bar-height,0px)+0.75rem)] sm:gap-5 sm:rounded-card sm:p-4 sm:ps-5 sm:text-sm desktop:bottom-[calc(var(--bottom-bar-height,0px)+1.5rem)] ${className}`}
    >
      <p className="min-w-0 flex-1 leading-snug text-ink-muted sm:leading-relaxed">
        {intl.formatMessage(messages.text)}{' '}
        <Link
          to={to(COOKIE_POLICY_PATH)}
          className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {intl.formatMessage(messages.policy)}
        </Link>
      </p>
      <Button
        size="sm"
        onClick={() => {
          acceptCookies();
          // Accept leaves with the banner: focus goes on to the page's heading, not to <body>.
          returnFocus(null, banner.current);
        }}
        className="shrink-0"
      >
        {intl.formatMessage(messages.accept)}
      </Button>
    </section>
  );
}

import { useLayoutEffect, useRef, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { isScreenBuilt } from '../../../contract/rules/screens-not-built.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { acceptCookies, cookieConsent } from '../../../state/cookie-consent.ts';
import { Button } from '../../atoms/button/button.tsx';

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
 * While the banner is shown, pads the end of the document by the strip of viewport it covers,
 * so the page's last content (e.g. Log out on mine) can still scroll above it. Measured, since
 * the banner's height changes with the language and the width.
 */
function useReservePageEnd(banner: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!shown || !element) return undefined;
    const reserve = () => {
      const covered = window.innerHeight - element.getBoundingClientRect().top;
      document.body.style.paddingBottom = `${Math.max(0, Math.ceil(covered))}px`;
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
    };
  }, [banner, shown]);
}

/** Where the cookie policy will be (spec §2); linked once that page is built. */
export const COOKIE_POLICY_PATH = '/official/cookie-policy';

export interface CookieBannerProps {
  /**
   * Which pages exist: the cookie policy is linked only once its page is built.
   * @default isScreenBuilt (src/contract/rules/screens-not-built.ts)
   */
  screenBuilt?: (path: string) => boolean;
  className?: string;
}

/**
 * Shown at the bottom until the visitor accepts; Accept stores the `cookie-agreement` flag
 * (src/state/cookie-consent.ts) and hides it for good. Not modal: the page stays usable, the
 * banner sits above the phone's bottom navigation rather than over it, and the document is padded
 * at its end while the banner shows, so nothing stays hidden under it.
 */
export function CookieBanner({ screenBuilt = isScreenBuilt, className = '' }: CookieBannerProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const { agreed } = useSnapshot(cookieConsent);
  const banner = useRef<HTMLElement>(null);
  useReservePageEnd(banner, !agreed);
  if (agreed) return null;
  return (
    <section
      ref={banner}
      aria-label={intl.formatMessage(messages.label)}
      // Above the bottom navigation while it shows (organisms/bottom-bar publishes its height), so
      // the banner never covers it; it follows the bar down when the bar slides away, at the pace
      // the bar publishes (--bottom-bar-motion: no slide while the bar first takes its place).
      className={`fixed inset-x-3 bottom-[calc(var(--bottom-bar-height,0px)+0.75rem)] z-40 mx-auto flex max-w-2xl flex-col gap-3 rounded-card bg-surface p-4 text-sm text-ink shadow-raised ring-1 ring-line transition-[bottom] [transition-duration:var(--bottom-bar-motion,0ms)] sm:flex-row sm:items-center sm:gap-5 sm:ps-5 desktop:bottom-[calc(var(--bottom-bar-height,0px)+1.5rem)] ${className}`}
    >
      <p className="min-w-0 flex-1 leading-relaxed text-ink-muted">
        {intl.formatMessage(messages.text)}
        {screenBuilt(COOKIE_POLICY_PATH) ? (
          <>
            {' '}
            <Link
              to={to(COOKIE_POLICY_PATH)}
              className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {intl.formatMessage(messages.policy)}
            </Link>
          </>
        ) : null}
      </p>
      <Button size="sm" onClick={acceptCookies} className="shrink-0 self-end sm:self-auto">
        {intl.formatMessage(messages.accept)}
      </Button>
    </section>
  );
}

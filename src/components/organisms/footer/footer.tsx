import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { Icon } from '../../atoms/icon/icon.tsx';
import { mailIcon, mapPinIcon } from '../../atoms/icon/icons.ts';
import { Logo } from '../../atoms/logo/logo.tsx';
import {
  SOCIAL_ICONS,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '../../molecules/social-links-row/social-networks.ts';
import { footerMessages as m, POLICY_LINKS } from './footer-links.ts';

export interface FooterProps {
  /** The copyright year, passed in so renders (and snapshots) do not depend on the clock. */
  year: number;
  /** The official contact address. */
  email: string;
  /** The postal address, one line per entry. */
  address?: readonly string[];
  /** Profile URLs by network; networks without one are left out. */
  social?: Partial<Record<SocialNetwork, string>>;
  className?: string;
}

const linkClasses =
  'inline-flex min-h-6 items-center gap-2 rounded-sm py-1 text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600';
const headingClasses = 'mb-3 text-xs font-semibold tracking-wide text-ink-subtle uppercase';

/**
 * The site footer: social links, contact email, postal address, the policy links, and copyright.
 */
export function Footer({ year, email, address = [], social = {}, className = '' }: FooterProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const headingId = useId();
  const networks = SOCIAL_NETWORKS.filter((network) => social[network]);

  return (
    <footer className={`border-t border-line/60 bg-surface-muted text-sm ${className}`}>
      <div
        className={`mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 ${
          // As many columns as there are sections: no empty track where the Legal column would be.
          POLICY_LINKS.length > 0 ? 'desktop:grid-cols-[1.4fr_1fr_1fr]' : 'desktop:grid-cols-[1.4fr_1fr]'
        }`}
      >
        <div className="flex flex-col gap-4">
          <Logo />
          {networks.length > 0 ? (
            <nav aria-label={intl.formatMessage(m.follow)}>
              <ul className="flex flex-wrap gap-x-5 gap-y-1">
                {networks.map((network) => (
                  <li key={network}>
                    <a
                      href={social[network]}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={linkClasses}
                    >
                      <Icon icon={SOCIAL_ICONS[network]} size={20} />
                      {intl.formatMessage(SOCIAL_NETWORK_NAMES[network])}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>

        <section aria-labelledby={`${headingId}-contact`}>
          <h2 id={`${headingId}-contact`} className={headingClasses}>
            {intl.formatMessage(m.contact)}
          </h2>
          <ul className="flex flex-col gap-2">
            <li>
              <a href={`mailto:${email}`} className={linkClasses}>
                <Icon icon={mailIcon} size={18} />
                <span className="sr-only">{intl.formatMessage(m.email)}: </span>
                <span dir="ltr">{email}</span>
              </a>
            </li>
            {address.length > 0 ? (
              <li className="flex gap-2 text-ink-muted">
                <Icon icon={mapPinIcon} size={18} className="mt-1" />
                <span className="sr-only">{intl.formatMessage(m.address)}: </span>
                <address className="not-italic">
                  {address.map((line) => (
                    <span key={line} className="block leading-6">
                      {line}
                    </span>
                  ))}
                </address>
              </li>
            ) : null}
          </ul>
        </section>

        {POLICY_LINKS.length > 0 ? (
          <nav aria-labelledby={`${headingId}-legal`}>
            <h2 id={`${headingId}-legal`} className={headingClasses}>
              {intl.formatMessage(m.legal)}
            </h2>
            <ul className="flex flex-col gap-1">
              {POLICY_LINKS.map(({ path, label }) => (
                <li key={path}>
                  <Link to={to(path)} className={linkClasses}>
                    {intl.formatMessage(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <p className="border-t border-line/60 px-4 py-5 text-center text-xs text-ink-subtle">
        {intl.formatMessage(m.rights, { year })}
      </p>
    </footer>
  );
}

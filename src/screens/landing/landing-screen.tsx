import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/atoms/button/button.tsx';
import { Icon, type IconShape } from '../../components/atoms/icon/icon.tsx';
import {
  chatIcon,
  compassIcon,
  globeIcon,
  heartIcon,
  shieldIcon,
  sparklesIcon,
  walletIcon,
} from '../../components/atoms/icon/icons.ts';
import { Logo } from '../../components/atoms/logo/logo.tsx';
import { LanguageSwitcher } from '../../components/molecules/language-switcher/language-switcher.tsx';
import { Carousel } from '../../components/organisms/carousel/carousel.tsx';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useSwitchLocale } from '../../i18n/use-switch-locale.ts';
import { openAuthDialog } from '../../state/auth-dialog.ts';
import { AcademyTeaser } from './academy-teaser.tsx';
import { landingMessages as m } from './landing-messages.ts';
import { legalMessages } from '../../components/messages/legal-messages.ts';

/** Spec §2: the landing carousel advances every 8 s. */
export const LANDING_SLIDE_MS = 8000;

/**
 * White words keep 4.5:1 (WCAG 1.4.3) at every point of each slide, under one of its translucent
 * circles too: no stop lighter than violet 700 or pink 700 (5.2:1 or more under a circle).
 */
const SLIDES = [
  {
    icon: sparklesIcon,
    title: m.slideSubscribeTitle,
    body: m.slideSubscribeBody,
    tone: 'from-brand-800 via-brand-700 to-accent-700',
  },
  {
    icon: walletIcon,
    title: m.slideSellTitle,
    body: m.slideSellBody,
    tone: 'from-accent-800 via-accent-700 to-brand-700',
  },
  {
    icon: chatIcon,
    title: m.slideChatTitle,
    body: m.slideChatBody,
    tone: 'from-brand-900 via-brand-800 to-brand-700',
  },
] as const satisfies readonly { icon: IconShape; title: unknown; body: unknown; tone: string }[];

const ADVANTAGES = [
  { icon: walletIcon, title: m.earnTitle, body: m.earnBody },
  { icon: globeIcon, title: m.globalTitle, body: m.globalBody },
  { icon: shieldIcon, title: m.safeTitle, body: m.safeBody },
  { icon: heartIcon, title: m.closeTitle, body: m.closeBody },
] as const satisfies readonly { icon: IconShape; title: unknown; body: unknown }[];

const FOOTER_LINKS = [
  ['/official/tos', m.footerTerms],
  ['/official/privacy-policy', m.footerPrivacy],
  ['/official/cookie-policy', m.footerCookies],
  ['/official/dmca', m.footerDmca],
] as const;

/**
 * The marketing landing page for visitors (a signed-in user gets home instead, src/app/guards/landing-for-visitors.tsx):
 * hero, showcase carousel, stats, advantages, academy teaser. "Join for free" opens the sign-up
 * dialog.
 */
export function LandingScreen() {
  const intl = useIntl();
  const to = useLocalePath();
  const switchLocale = useSwitchLocale();
  const locale = useLocale();
  const stats = [
    { value: '20+', label: intl.formatMessage(m.countries) },
    { value: '5000+', label: intl.formatMessage(m.creators) },
    { value: intl.formatNumber(0, { style: 'percent' }), label: intl.formatMessage(m.charge) },
  ];

  return (
    <div className="min-h-dvh overflow-x-clip bg-surface">
      {/* data-covers-top: the document's scroll padding keeps focus clear of it (styles.css). */}
      <header
        data-covers-top="landing-header"
        className="sticky top-0 z-30 border-b border-line/60 bg-surface/85 backdrop-blur-lg"
      >
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <Link to={to('/')} className="rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600">
            <Logo />
          </Link>
          <div className="ms-auto flex items-center gap-2">
            <LanguageSwitcher
              value={locale}
              onChange={switchLocale}
              className="max-sm:px-2 [&>span]:max-sm:hidden"
            />
            <Link to={to('/home')} className={`${buttonClasses({ size: 'sm' })} max-sm:hidden`}>
              {intl.formatMessage(m.explore)}
            </Link>
          </div>
        </div>
      </header>

      <main>
        <section className="relative overflow-hidden">
          <div
            aria-hidden
            className="pointer-events-none absolute -top-40 start-1/2 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-gradient-to-br from-brand-200/70 via-accent-500/10 to-transparent blur-3xl rtl:translate-x-1/2"
          />
          {/* From 958 px the hero fills the first screen under the header, its content centred, so the
              statistics start at the fold: the cookie banner, until accepted, lies over the hero's
              empty foot rather than over the figures (docs/decisions/landing-first-screen.md). */}
          <div className="relative mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 pt-14 pb-16 sm:px-6 desktop:min-h-[calc(100dvh-4rem)] desktop:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] desktop:pt-24 desktop:pb-24">
            <div className="text-center desktop:text-start">
              <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-100">
                <Icon icon={sparklesIcon} size={16} />
                {intl.formatMessage(m.heroEyebrow)}
              </p>
              <h1 className="text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl">
                {intl.formatMessage(m.heroTitle)}
              </h1>
              <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-pretty text-ink-muted desktop:mx-0">
                {intl.formatMessage(m.heroBody)}
              </p>
              <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row desktop:justify-start">
                <button
                  type="button"
                  onClick={() => openAuthDialog('signUp')}
                  className={buttonClasses({ variant: 'gradient', size: 'lg' })}
                >
                  {intl.formatMessage(m.join)}
                </button>
                <Link to={to('/home')} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
                  <Icon icon={compassIcon} size={20} />
                  {intl.formatMessage(m.explore)}
                </Link>
              </div>
            </div>
            <Carousel label={intl.formatMessage(m.showcase)} autoplayMs={LANDING_SLIDE_MS} showArrows={false}>
              {SLIDES.map((slide) => (
                <div
                  key={slide.title.id}
                  className={`relative flex aspect-[5/4] flex-col justify-end overflow-hidden rounded-[1.75rem] bg-gradient-to-br p-8 text-white shadow-raised ${slide.tone}`}
                >
                  {/* Apart, in opposite corners: words under both would lose a fifth of their contrast. */}
                  <span aria-hidden className="absolute -end-10 -top-10 h-56 w-56 rounded-full bg-white/10" />
                  <span
                    aria-hidden
                    className="absolute -start-12 -bottom-12 h-32 w-32 rounded-full bg-white/10"
                  />
                  <span className="mb-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-white/20 ring-1 ring-white/30 backdrop-blur">
                    <Icon icon={slide.icon} size={28} />
                  </span>
                  <h2 className="text-2xl font-bold sm:text-3xl">{intl.formatMessage(slide.title)}</h2>
                  <p className="mt-2 max-w-sm text-white">{intl.formatMessage(slide.body)}</p>
                </div>
              ))}
            </Carousel>
          </div>
        </section>

        <section
          aria-label={intl.formatMessage(m.statsLabel)}
          className="border-y border-line/60 bg-surface-muted"
        >
          <dl className="mx-auto grid max-w-6xl grid-cols-3 divide-x divide-line px-4 py-10 sm:px-6 rtl:divide-x-reverse">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse items-center gap-1 px-2 text-center">
                <dt className="text-sm text-ink-muted sm:text-base">{stat.label}</dt>
                <dd className="text-3xl font-extrabold tracking-tight text-ink sm:text-5xl" dir="ltr">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <h2 className="mx-auto max-w-2xl text-center text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
            {intl.formatMessage(m.advantagesTitle)}
          </h2>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {ADVANTAGES.map((advantage) => (
              <li
                key={advantage.title.id}
                className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line/60"
              >
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <Icon icon={advantage.icon} size={24} />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-ink">{intl.formatMessage(advantage.title)}</h3>
                <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-muted">
                  {intl.formatMessage(advantage.body)}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <AcademyTeaser />
      </main>

      <footer className="border-t border-line/60 bg-surface-muted">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 desktop:flex-row desktop:items-center">
          <Logo />
          {FOOTER_LINKS.length > 0 ? (
            <nav
              aria-label={intl.formatMessage(m.footerLabel)}
              className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted desktop:ms-auto"
            >
              {FOOTER_LINKS.map(([path, label]) => (
                <Link
                  key={path}
                  to={to(path)}
                  className="py-1 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {intl.formatMessage(label)}
                </Link>
              ))}
            </nav>
          ) : null}
          <p className={`text-sm text-ink-subtle ${FOOTER_LINKS.length > 0 ? '' : 'desktop:ms-auto'}`}>
            {intl.formatMessage(legalMessages.rights, { year: new Date().getFullYear() })}
          </p>
        </div>
      </footer>
    </div>
  );
}

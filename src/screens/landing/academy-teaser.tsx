import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/atoms/button/button.tsx';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { graduationIcon, playIcon } from '../../components/atoms/icon/icons.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { landingMessages as m } from './landing-messages.ts';

/** Where the creator academy is (spec §2). */
export const ACADEMY_PATH = '/official/academy';

/** The landing's invitation to the creator academy (spec §2). */
export function AcademyTeaser() {
  const intl = useIntl();
  const to = useLocalePath();
  return (
    <section className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
      <div className="relative overflow-hidden rounded-[2rem] bg-surface-inverse px-8 py-12 text-white sm:px-12 desktop:flex desktop:items-center desktop:gap-12">
        <div
          aria-hidden
          className="absolute -bottom-24 -end-24 h-72 w-72 rounded-full bg-brand-600/40 blur-3xl"
        />
        <div className="relative flex-1">
          <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-300">
            <Icon icon={graduationIcon} size={18} />
            {intl.formatMessage(m.academyEyebrow)}
          </p>
          <h2 className="mt-3 text-3xl font-bold tracking-tight">{intl.formatMessage(m.academyTitle)}</h2>
          <p className="mt-3 max-w-xl text-white/75">{intl.formatMessage(m.academyBody)}</p>
        </div>
        <Link
          to={to(ACADEMY_PATH)}
          className={`${buttonClasses({ variant: 'overlay', size: 'lg' })} relative mt-8 desktop:mt-0`}
        >
          <Icon icon={playIcon} size={18} filled />
          {intl.formatMessage(m.academyCta)}
        </Link>
      </div>
    </section>
  );
}

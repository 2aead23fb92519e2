import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../../api/use-viewer.ts';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import { DevicesSection } from '../../../features/devices/devices-section.tsx';
import { PasskeysSection } from '../../../features/passkeys/passkeys-section.tsx';
import { TwoFactorSection } from '../../../features/two-factor/two-factor-section.tsx';
import { twoFactorMessages } from '../../../features/two-factor/two-factor-messages.ts';
import { ROLE } from '../../../contract/enums.ts';

/**
 * Creators only, and it brings a listbox with its floating layer (about 30 kB): loaded when a
 * creator opens the page, so a fan's page stays within the route budget.
 */
const VisibleMarkSection = lazy(() =>
  import('../../../features/visible-mark/visible-mark-section.tsx').then((module) => ({
    default: module.VisibleMarkSection,
  })),
);

/**
 * mine/security (issue 26): how the member's account is protected at login. A thin composition
 * of sections, each a feature of its own: two-factor authentication, passkeys, then the devices
 * logged in, and for a creator the visible watermark on the pictures they sell (what protects
 * their work).
 */
export function SecurityScreen() {
  const intl = useIntl();
  const { role } = useViewer();
  return (
    <div className="mx-auto w-full max-w-[560px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar
        variant="page"
        className="mb-6"
        back={<BackButton />}
        title={intl.formatMessage(twoFactorMessages.loginSecurity)}
      />
      <div className="flex flex-col gap-6">
        <TwoFactorSection />
        <PasskeysSection />
        <DevicesSection />
        {role === ROLE.creator ? (
          <Suspense fallback={null}>
            <VisibleMarkSection />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

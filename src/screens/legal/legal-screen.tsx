import { BackButton } from '../../components/molecules/back-button/back-button.tsx';
import type { LegalSection } from '../../contract/legal-texts.ts';
import { LegalTextView } from '../../features/legal-text/legal-text-view.tsx';

export interface LegalScreenProps {
  section: LegalSection;
}

/**
 * A legal text as a page (/{lang}/official/… and the about pages under /{lang}/mine): a reading
 * column, its title the page's heading, a way back.
 */
export function LegalScreen({ section }: LegalScreenProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-4 pb-16 sm:px-6 desktop:pt-8">
      <div className="mb-4">
        <BackButton />
      </div>
      <LegalTextView section={section} />
    </div>
  );
}

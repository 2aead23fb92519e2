import type { ReactNode } from 'react';
import { Button } from '../../components/atoms/button/button.tsx';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { chevronStartIcon } from '../../components/atoms/icon/icons.ts';

/** A text button that moves to another screen of the dialog (at least 24 px tall for touch). */
export function ScreenLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick} className="self-center text-brand-700">
      {children}
    </Button>
  );
}

/** Back to the previous screen of the dialog; the arrow mirrors in right-to-left languages. */
export function ScreenBack({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onClick}
      icon={<Icon icon={chevronStartIcon} size={18} />}
      className="-ms-3 self-start text-ink-muted"
    >
      {label}
    </Button>
  );
}

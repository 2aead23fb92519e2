/**
 * What the publish screen's stories render around it: the shell's overlays (dialogs, popups), a
 * link to leave by, and the address's query where a play function can read it.
 */
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { WithShellOverlays } from './session.tsx';

function SearchProbe() {
  return (
    <div data-testid="search" className="sr-only">
      {useSearch()}
    </div>
  );
}

export function PublishFrame({ children }: { children: ReactNode }) {
  return (
    <WithShellOverlays>
      <nav>
        <Link href="/en/home">Home</Link>
      </nav>
      {children}
      <SearchProbe />
    </WithShellOverlays>
  );
}

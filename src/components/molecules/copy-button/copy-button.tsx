import { useState } from 'react';
import { Button } from '../../atoms/button/button.tsx';

/**
 * Copies `text` to the clipboard and says so in place (a polite live region), or says it could
 * not, in which case the text stays selectable on the page.
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
  failedLabel,
}: {
  text: string;
  label: string;
  copiedLabel: string;
  failedLabel: string;
}) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" variant="secondary" size="sm" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" className={`text-sm ${outcome === 'failed' ? 'text-red-700' : 'text-ink-muted'}`}>
        {outcome === 'copied' ? copiedLabel : outcome === 'failed' ? failedLabel : ''}
      </span>
    </div>
  );
}

/** Saves `text` as a file through a link to a blob, made for the click and dropped after it. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has taken the blob once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

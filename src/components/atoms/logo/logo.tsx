import { useId } from 'react';

export interface LogoProps {
  /** Shows the word mark beside the symbol. @default true */
  withWordmark?: boolean;
  className?: string;
}

/** The FanVault mark. Its accessible name is the product name. */
export function Logo({ withWordmark = true, className = '' }: LogoProps) {
  // Unique per instance: a hidden copy (the other layout's) must not own the gradient.
  const gradientId = useId();
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg viewBox="0 0 512 512" width={32} height={32} aria-hidden focusable="false" className="shrink-0">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#8b5cf6" />
            <stop offset="1" stopColor="#db2777" />
          </linearGradient>
        </defs>
        <rect width="512" height="512" rx="116" fill={`url(#${gradientId})`} />
        <path
          d="M160 150h200a16 16 0 0 1 16 16v40a16 16 0 0 1-16 16H232v40h104a16 16 0 0 1 16 16v36a16 16 0 0 1-16 16H232v82a16 16 0 0 1-16 16h-56a16 16 0 0 1-16-16V166a16 16 0 0 1 16-16z"
          fill="#fff"
        />
        <circle cx="372" cy="370" r="34" fill="#fff" opacity=".9" />
      </svg>
      {withWordmark ? (
        <span className="text-xl font-extrabold tracking-tight text-ink" dir="ltr">
          FanVault
        </span>
      ) : (
        <span className="sr-only">FanVault</span>
      )}
    </span>
  );
}

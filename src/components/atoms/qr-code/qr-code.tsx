import { useMemo } from 'react';
import { encode } from 'uqr';

export interface QrCodeProps {
  /** The text the code carries (an otpauth:// URI). */
  value: string;
  /** What the picture is, for a screen reader. */
  label: string;
  /** Its width and height in CSS pixels. @default 192 */
  size?: number;
  className?: string;
}

/** Every dark module as one path: a phone's camera reads crisp squares best. */
function modulesPath(data: boolean[][]): string {
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return path;
}

/**
 * A QR code drawn as an SVG, dark on white whatever the theme and never mirrored (a scanner reads
 * it as encoded). Medium error correction with a quiet zone of four modules, as the standard asks.
 */
export function QrCode({ value, label, size = 192, className = '' }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 4 });
    return { path: modulesPath(qr.data), modules: qr.size };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className={`bg-white ${className}`}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/**
 * Mock images as inline SVG data URIs, so a story never reaches the network and every
 * render is byte-for-byte the same (visual tests depend on that).
 */
import { nameInitial } from '../i18n/name-initial.ts';

/** A few calm hues; a mock picks one by index, never at random. */
const HUES = [12, 48, 96, 168, 204, 248, 292, 332] as const;

function dataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function hueOf(seed: number): number {
  return HUES[Math.abs(seed) % HUES.length] ?? HUES[0];
}

export interface MockImageOptions {
  width?: number;
  height?: number;
  /** Picks the colour; the same seed always gives the same image. */
  seed?: number;
}

/** A post photo: a two-tone gradient with a sun and hills. */
export function mockPhoto({ width = 800, height = 1000, seed = 0 }: MockImageOptions = {}): string {
  const hue = hueOf(seed);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 45%)"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${Math.round(width * 0.7)}" cy="${Math.round(height * 0.3)}" r="${Math.round(Math.min(width, height) * 0.12)}" fill="hsl(${hue} 90% 92%)"/>
<path d="M0 ${Math.round(height * 0.75)} Q ${Math.round(width * 0.3)} ${Math.round(height * 0.55)} ${Math.round(width * 0.6)} ${Math.round(height * 0.72)} T ${width} ${Math.round(height * 0.68)} V ${height} H 0 Z" fill="hsl(${(hue + 80) % 360} 45% 35%)"/>
</svg>`;
  return dataUri(svg);
}

/** The public blurred preview of a locked photo: the same colours, no detail. */
export function mockBlurredPhoto({ width = 800, height = 1000, seed = 0 }: MockImageOptions = {}): string {
  const hue = hueOf(seed);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><radialGradient id="b" cx="0.6" cy="0.35" r="0.9">
<stop offset="0" stop-color="hsl(${hue} 60% 78%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 40% 40%)"/>
</radialGradient></defs>
<rect width="100%" height="100%" fill="url(#b)"/>
</svg>`;
  return dataUri(svg);
}

/** A round avatar with the initial of `name` (its first character, in its own script). */
export function mockAvatar(name: string, seed = 0): string {
  const hue = hueOf(seed);
  const letter = (nameInitial(name) || '?').replace(/[<>&"']/g, '?');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<rect width="96" height="96" rx="48" fill="hsl(${hue} 55% 45%)"/>
<text x="48" y="60" font-family="system-ui, sans-serif" font-size="44" font-weight="600" text-anchor="middle" fill="#fff">${letter}</text>
</svg>`;
  return dataUri(svg);
}

/** A creator's profile banner. */
export function mockBanner(seed = 0): string {
  return mockPhoto({ width: 1200, height: 400, seed });
}

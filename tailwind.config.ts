/**
 * Design tokens, loaded from src/app/styles.css with `@config` (Tailwind 4).
 * Breakpoints follow the spec: 672, 958 (desktop), 1108, 1170 px.
 */
import type { Config } from 'tailwindcss';

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}'],
  theme: {
    screens: {
      sm: '672px',
      desktop: '958px',
      lg: '1108px',
      xl: '1170px',
    },
    extend: {
      colors: {
        brand: {
          50: '#f5f3ff',
          100: '#ede9fe',
          200: '#ddd6fe',
          300: '#c4b5fd',
          400: '#a78bfa',
          500: '#8b5cf6',
          600: '#7c3aed',
          700: '#6d28d9',
          800: '#5b21b6',
          900: '#4c1d95',
        },
        // White words need 4.5:1 on every stop they sit on (WCAG 1.4.3): 500 gives 3.5:1 and stays
        // for shapes and large type; words on pink sit on 700 (6.0:1) or 800 (7.9:1).
        accent: { 500: '#ec4899', 600: '#db2777', 700: '#be185d', 800: '#9d174d' },
        surface: {
          DEFAULT: '#ffffff',
          muted: '#f7f7f9',
          sunken: '#eeeef2',
          inverse: '#111118',
        },
        ink: {
          DEFAULT: '#15151d',
          muted: '#5d5d6e',
          // 5.2:1 on surface-muted (#f7f7f9): AA for small text.
          subtle: '#6b6b7d',
          inverse: '#ffffff',
        },
        line: { DEFAULT: '#e6e6ec', strong: '#d0d0da' },
      },
      borderRadius: {
        card: '1.25rem',
        control: '0.875rem',
      },
      boxShadow: {
        card: '0 1px 2px rgb(17 17 24 / 0.04), 0 4px 16px rgb(17 17 24 / 0.06)',
        raised: '0 2px 4px rgb(17 17 24 / 0.06), 0 12px 32px rgb(17 17 24 / 0.12)',
        bar: '0 -1px 0 rgb(17 17 24 / 0.06), 0 -8px 24px rgb(17 17 24 / 0.05)',
      },
      fontFamily: {
        sans: [
          'Inter',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Noto Sans',
          'Noto Sans Arabic',
          'Noto Sans Thai',
          'Noto Sans Devanagari',
          'PingFang SC',
          'Hiragino Sans',
          'Apple SD Gothic Neo',
          'sans-serif',
        ],
      },
    },
  },
} satisfies Config;

import { createGlobalTheme } from '@vanilla-extract/css';

// One theme for the whole app. Text colours are chosen for WCAG AA contrast on `surface` and `background`.
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#0b5c8a',
    brandStrong: '#084566',
    brandSoft: '#e6f1f8',
    onBrand: '#ffffff',
    accent: '#b3401a',
    background: '#f4f6f9',
    surface: '#ffffff',
    surfaceMuted: '#eef1f5',
    border: '#d3dae3',
    text: '#17212e',
    textMuted: '#4a5666',
    focus: '#1d4ed8',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#067647',
    successSoft: '#e7f6ee',
    warning: '#8a5300',
    warningSoft: '#fff4d6',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    sizeXs: '0.8125rem',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.125rem',
    sizeXl: '1.375rem',
    sizeXxl: '1.75rem',
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '700',
    lineHeight: '1.5',
  },
  radius: {
    sm: '6px',
    md: '10px',
    lg: '16px',
    pill: '999px',
  },
  shadow: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 2px 8px rgba(15, 23, 42, 0.06)',
    raised: '0 8px 24px rgba(15, 23, 42, 0.16)',
  },
  size: {
    touch: '44px',
    header: '56px',
    bottomNav: '64px',
    contentMax: '720px',
  },
});

export const breakpoints = {
  medium: 'screen and (min-width: 640px)',
  large: 'screen and (min-width: 1024px)',
} as const;

export const reducedMotion = '(prefers-reduced-motion: reduce)';

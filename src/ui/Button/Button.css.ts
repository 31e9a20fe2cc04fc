import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touch,
    padding: `0 ${vars.space.lg}`,
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weightBold,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color 120ms ease',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
      },
      ghost: { background: 'transparent', color: vars.color.text },
      danger: { background: vars.color.danger, color: vars.color.onBrand },
    },
    size: {
      md: {},
      lg: { minHeight: '56px', fontSize: vars.font.sizeLg, padding: `0 ${vars.space.xl}` },
      icon: { padding: 0, width: vars.size.touch },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary', size: 'md', block: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

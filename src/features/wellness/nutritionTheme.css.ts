// A guide's colour theme (content `theme`) mapped onto the app's theme tokens, so every colour keeps
// the contrast the theme was chosen for.
import { styleVariants } from '@vanilla-extract/css';
import type { NutritionTheme } from '../../content/nutrition';
import { vars } from '../../styles/theme.css';

export const tipTone = styleVariants<
  Record<NutritionTheme, { borderColor: string; background: string }>
>({
  green: { borderColor: vars.color.success, background: vars.color.successSoft },
  orange: { borderColor: vars.color.warning, background: vars.color.warningSoft },
  blue: { borderColor: vars.color.brand, background: vars.color.brandSoft },
  purple: { borderColor: vars.color.brandStrong, background: vars.color.surfaceMuted },
  teal: { borderColor: vars.color.success, background: vars.color.brandSoft },
  rose: { borderColor: vars.color.accent, background: vars.color.dangerSoft },
});

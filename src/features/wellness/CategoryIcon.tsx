// The icon named by a category in content/wellness/categories.json. A name missing here falls back
// to a neutral icon rather than breaking the page, so an editor's new icon name is safe.
import { createElement } from 'react';
import {
  Apple,
  Dumbbell,
  Flower2,
  Lightbulb,
  Moon,
  Sparkles,
  Wind,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

const iconRegistry: Readonly<Record<string, LucideIcon>> = {
  lightbulb: Lightbulb,
  apple: Apple,
  wind: Wind,
  'flower-2': Flower2,
  dumbbell: Dumbbell,
  moon: Moon,
};

const fallbackIcon: LucideIcon = Sparkles;

export function categoryIconFor(name: string): LucideIcon {
  return Object.hasOwn(iconRegistry, name) ? (iconRegistry[name] ?? fallbackIcon) : fallbackIcon;
}

export function CategoryIcon({ name, ...props }: { readonly name: string } & LucideProps) {
  // The registry's icons are module-level components; createElement says so to the hooks linter,
  // which cannot tell a lookup from a component made during render.
  return createElement(categoryIconFor(name), { 'aria-hidden': true, ...props });
}

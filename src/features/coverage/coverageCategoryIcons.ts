// The icons content/coverage/categories.json names for its tabs. Only these are bundled, one import per
// icon; a name missing here (a category added in content) draws the generic shield instead of nothing.
import {
  Car,
  Dumbbell,
  Flower2,
  House,
  PawPrint,
  Scale,
  ShieldCheck,
  Stethoscope,
  type LucideIcon,
} from 'lucide-react';

const icons: Readonly<Record<string, LucideIcon>> = {
  stethoscope: Stethoscope,
  scale: Scale,
  car: Car,
  'paw-print': PawPrint,
  dumbbell: Dumbbell,
  house: House,
  'flower-2': Flower2,
};

export function coverageCategoryIcon(name: string): LucideIcon {
  return icons[name] ?? ShieldCheck;
}

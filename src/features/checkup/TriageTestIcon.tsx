// The icon of a test card, by the lucide name its content file gives. Only these icons are bundled;
// a name not listed here draws a generic clipboard instead of nothing.
import {
  Baby,
  Bandage,
  Brain,
  ClipboardList,
  Flower,
  HeartHandshake,
  HeartPulse,
  PersonStanding,
  Stethoscope,
  Thermometer,
  Wind,
  type LucideIcon,
} from 'lucide-react';

const icons: Readonly<Record<string, LucideIcon>> = {
  baby: Baby,
  bandage: Bandage,
  brain: Brain,
  flower: Flower,
  'heart-handshake': HeartHandshake,
  'heart-pulse': HeartPulse,
  'person-standing': PersonStanding,
  stethoscope: Stethoscope,
  thermometer: Thermometer,
  wind: Wind,
};

/** Whether a content icon name has its own drawing (the others get the fallback). */
export function hasTriageIcon(name: string): boolean {
  return Object.hasOwn(icons, name);
}

export function TriageTestIcon({ name, size }: { readonly name: string; readonly size: number }) {
  const Icon = (hasTriageIcon(name) ? icons[name] : undefined) ?? ClipboardList;
  return <Icon size={size} aria-hidden="true" />;
}

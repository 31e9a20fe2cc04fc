// The icons content/landing.json may name for its highlights. Only these are bundled, one import per
// icon, so the landing stays light; the schema's HighlightIcon list and this map must agree.
import {
  CalendarClock,
  Car,
  Clock,
  HeartPulse,
  House,
  Leaf,
  Smartphone,
  Stethoscope,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { HighlightIcon } from '../../content/landing';

export const highlightIcons: Readonly<Record<HighlightIcon, LucideIcon>> = {
  'calendar-clock': CalendarClock,
  car: Car,
  clock: Clock,
  'heart-pulse': HeartPulse,
  house: House,
  leaf: Leaf,
  smartphone: Smartphone,
  stethoscope: Stethoscope,
  users: Users,
};

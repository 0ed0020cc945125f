import { ClipboardCheck, Droplets, HardHat, Recycle, Wrench, type LucideIcon } from 'lucide-react';
import type { ServiceIcon } from './services';

/** The pictogram of each service; decorative, the title names the service. */
export const serviceIcons: Record<ServiceIcon, LucideIcon> = {
  biodigester: Recycle,
  wastewater: Droplets,
  construction: HardHat,
  consultancy: ClipboardCheck,
  maintenance: Wrench,
};

import { useEffect, useState } from 'react';
import { useAuth } from '@/lib/auth-context';
import type { FactsDeskLoader, FactsDeskSlots } from '@/lib/facts-desk-slots';

/**
 * The administrator's pieces for a section of facts, loaded once she is signed in as the
 * administrator; for anyone else, nothing is loaded and the section shows no action.
 */
export function useDesk(load?: FactsDeskLoader): FactsDeskSlots | undefined {
  const { isAdmin } = useAuth();
  const [slots, setSlots] = useState<FactsDeskSlots>();
  useEffect(() => {
    if (isAdmin && load) void load().then((m) => setSlots(m.factsDeskSlots));
  }, [isAdmin, load]);
  return isAdmin ? slots : undefined;
}

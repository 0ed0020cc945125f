import { Suspense, type ReactNode } from 'react';

/** Where an administrator's action sits: nothing until its code has loaded. */
export function DeskSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

import { useSyncExternalStore } from 'react';
import type { ToastVariant } from '@/components/ui/toast';

export type ToastMessage = {
  id: string;
  title: string;
  description?: string;
  variant?: ToastVariant;
};

type ToastInput = Omit<ToastMessage, 'id'>;

// More than a few stacked toasts bury the newest; the oldest go first.
const TOAST_LIMIT = 3;

/*
 * A tiny module-level store so any code (a mutation callback, a plain function) can raise a toast
 * without threading a context through. It touches no browser API, so importing it is safe in Node.
 */
let toasts: readonly ToastMessage[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function emit(next: readonly ToastMessage[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return toasts;
}

/** Shows a toast; returns its id. Spec section 8: titles are 'Error', 'Success' and the like. */
export function toast(input: ToastInput): string {
  counter += 1;
  const id = String(counter);
  emit([...toasts, { ...input, id }].slice(-TOAST_LIMIT));
  return id;
}

export function dismissToast(id?: string) {
  emit(id === undefined ? [] : toasts.filter((t) => t.id !== id));
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}

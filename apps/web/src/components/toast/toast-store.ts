/** The toasts on screen: a tiny store any code can push to (`toast(...)`) and the Toaster reads. */
export type Toast = { id: number; tone: 'success' | 'info' | 'error'; text: string };

let toasts: readonly Toast[] = [];
let next = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToasts = (): readonly Toast[] => toasts;

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Shows a short, already translated message; it goes away by itself after `ms`, or when closed. */
export function toast(text: string, tone: Toast['tone'] = 'success', ms = 6000): number {
  const id = next++;
  toasts = [...toasts, { id, tone, text }];
  emit();
  if (ms > 0) setTimeout(() => dismissToast(id), ms);
  return id;
}

import { useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

/**
 * Which row a screen's dialog is open for, kept outside the screen's state: opening or closing
 * the dialog draws the dialog alone, not the screen, its table and every row's menu (a screen
 * holding it in `useState` redrew all of it on each open and close, issue 37). `open` and
 * `close` never change, so a row's actions that call them can be kept with `useCallback`.
 */
export type RowDialogHandle<T> = {
  open: (row: T) => void;
  close: () => void;
  /** The row the dialog is open for, or null (read it in a handler, not to draw). */
  current: () => T | null;
  subscribe: (listener: () => void) => () => void;
};

function createRowDialog<T>(): RowDialogHandle<T> {
  let current: T | null = null;
  const listeners = new Set<() => void>();
  const set = (next: T | null) => {
    if (next === current) return;
    current = next;
    listeners.forEach((listener) => listener());
  };
  return {
    open: (row) => set(row),
    close: () => set(null),
    current: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A screen's handle of one dialog (one per kind of dialog: status, reschedule…). */
export function useRowDialog<T>(): RowDialogHandle<T> {
  const [handle] = useState(() => createRowDialog<T>());
  return handle;
}

type Props<T> = {
  of: RowDialogHandle<T>;
  /** The dialog for the row it is open for; `close` closes it. */
  children: (row: T, close: () => void) => ReactNode;
};

/** Where the screen draws the dialog: nothing while closed. */
export function RowDialog<T>({ of, children }: Props<T>) {
  const row = useSyncExternalStore(of.subscribe, of.current, of.current);
  return row === null ? null : children(row, of.close);
}

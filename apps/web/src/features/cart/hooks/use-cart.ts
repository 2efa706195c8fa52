import { useCallback, useSyncExternalStore } from 'react';
import { parseStoredCart, type TCart } from '@immora/shared/cart';

/** The cart survives a reload (spec 2 §4): it lives in localStorage; the server prices it again. */
export const CART_KEY = 'immoraCart';

const listeners = new Set<() => void>();
let cached: { raw: string | null; cart: TCart } | null = null;
/** The cart when the browser refuses to store it (private mode, a full store): this page only. */
let memory: TCart | null = null;

function read(): TCart {
  if (memory) return memory;
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(CART_KEY);
  } catch {
    raw = null;
  }
  if (cached && cached.raw === raw) return cached.cart;
  let value: unknown = null;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    value = null;
  }
  cached = { raw, cart: parseStoredCart(value) };
  return cached.cart;
}

function write(cart: TCart) {
  try {
    localStorage.setItem(CART_KEY, JSON.stringify(cart));
  } catch {
    memory = cart;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === CART_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Changes the stored cart with one of the shared rules (addToCart, removeFromCart…). */
export function updateCart(change: (cart: TCart) => TCart) {
  write(change(read()));
}

/** The cart and a way to change it with one of the shared rules (addToCart, removeFromCart…). */
export function useCart() {
  const cart = useSyncExternalStore(subscribe, read, read);
  const update = useCallback((change: (cart: TCart) => TCart) => updateCart(change), []);
  return { cart, update };
}

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { Icon, type IconName } from '../icon.tsx';

export type MenuItem = {
  key: string;
  label: string;
  icon: IconName;
  /** A link, or a command. */
  to?: string;
  onSelect?: () => void;
  danger?: boolean;
};

type Props = {
  label: string;
  /** The button's full name when the visible label repeats on every row ('More actions for …'). */
  name?: string;
  items: MenuItem[];
};

const ITEM = '[role="menuitem"]';

/**
 * Where the menu goes for a button at `rect`: under it, or above it near the bottom of the window;
 * null once the button is out of sight.
 */
function placeUnder(rect: DOMRect, menu: HTMLElement | null) {
  if (rect.bottom < 0 || rect.top > window.innerHeight) return null;
  const height = menu?.offsetHeight ?? 0;
  const width = menu?.offsetWidth ?? 220;
  const up = rect.bottom + height + 8 > window.innerHeight && rect.top - height - 8 > 0;
  return {
    top: up ? rect.top - height - 6 : rect.bottom + 6,
    left: Math.max(8, Math.min(rect.right - width, window.innerWidth - width - 8)),
    up,
  };
}

/**
 * A row's further actions: a button opening a menu (ArrowUp/Down move, Escape and Tab close,
 * focus returns to the button). The menu is drawn above the page so a scrolling table never
 * clips it.
 */
export function ActionsMenu({ label, name, items }: Props) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ top: number; left: number; up: boolean } | null>(null);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const close = (refocus: boolean) => {
    setOpen(false);
    setPlace(null);
    if (refocus) button.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open || !button.current) return;
    setPlace(placeUnder(button.current.getBoundingClientRect(), menu.current));
  }, [open]);

  // Focus moves into the menu once it is placed (a hidden element cannot take focus).
  useEffect(() => {
    if (open && place && !menu.current?.contains(document.activeElement))
      menu.current?.querySelector<HTMLElement>(ITEM)?.focus({ preventScroll: true });
  }, [open, place]);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    // The page or a table scrolled (a tap during a scroll, or a scroll still settling): the menu
    // follows its button, and closes once the button has left the window.
    const onMove = () => {
      const next = button.current && placeUnder(button.current.getBoundingClientRect(), menu.current);
      if (next) setPlace(next);
      else close(false);
    };
    document.addEventListener('pointerdown', onDown);
    window.addEventListener('resize', onMove);
    window.addEventListener('scroll', onMove, true);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      window.removeEventListener('resize', onMove);
      window.removeEventListener('scroll', onMove, true);
    };
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = Array.from(menu.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => all[(to + all.length) % all.length]?.focus();
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') close(false);
    else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(at + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(at - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      move(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      move(all.length - 1);
    }
  };

  if (items.length === 0) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn--ghost btn--small actions-menu__button"
        aria-label={name}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          } else if (event.key === 'Escape' && open) {
            event.preventDefault();
            close(true);
          }
        }}
      >
        {label}
        <Icon name="chevronDown" size={14} />
      </button>
      {open &&
        createPortal(
          <div
            ref={menu}
            id={id}
            role="menu"
            aria-label={name ?? label}
            className="actions-menu"
            data-up={place?.up || undefined}
            style={place ? { top: place.top, left: place.left } : { visibility: 'hidden', top: 0, left: 0 }}
            onKeyDown={onMenuKey}
          >
            {items.map((item) =>
              item.to ? (
                <Link
                  key={item.key}
                  role="menuitem"
                  tabIndex={-1}
                  to={item.to}
                  className="row actions-menu__item"
                  onClick={() => close(false)}
                >
                  <Icon name={item.icon} size={16} />
                  {item.label}
                </Link>
              ) : (
                <button
                  key={item.key}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={`row actions-menu__item${item.danger ? ' actions-menu__item--danger' : ''}`}
                  onClick={() => {
                    close(true);
                    item.onSelect?.();
                  }}
                >
                  <Icon name={item.icon} size={16} />
                  {item.label}
                </button>
              ),
            )}
          </div>,
          document.body,
        )}
    </>
  );
}

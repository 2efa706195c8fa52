import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { Icon } from './icon.tsx';
import './nav-dropdown.css';

export type NavItem = { to: string; label: string };

type Props = { label: string; items: readonly NavItem[] };

/** Header menu with children: opens on hover, click, Enter/Space/ArrowDown; Escape closes. */
export function NavDropdown({ label, items }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const focusItem = (index: number) => {
    const links = root.current?.querySelectorAll<HTMLAnchorElement>('.nav-dropdown__link');
    if (!links || links.length === 0) return;
    const next = links[(index + links.length) % links.length];
    next?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(0));
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    const links = Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('.nav-dropdown__link') ?? []);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' && current >= 0) {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp' && current >= 0) {
      event.preventDefault();
      focusItem(current - 1);
    }
  };

  return (
    <div
      ref={root}
      className="nav-dropdown"
      data-open={open}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onMenuKey}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="nav-link row-inline nav-dropdown__button"
        aria-expanded={open}
        aria-controls={id}
        // A pointer click after hovering keeps the menu open; keyboard clicks (detail 0) toggle it.
        onClick={(event) => setOpen((value) => (event.detail === 0 ? !value : true))}
        onKeyDown={onButtonKey}
      >
        {label}
        <Icon name="chevronDown" size={16} className="nav-dropdown__chevron" />
      </button>
      <div id={id} className="nav-dropdown__menu" hidden={!open}>
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="nav-dropdown__link" onClick={() => setOpen(false)}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

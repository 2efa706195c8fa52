import { useEffect, useEffectEvent, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './overlay.css';

type Props = {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog */
  labelledBy: string;
  /** id of the element that says what the dialog is about (a confirm dialog's question). */
  describedBy?: string;
  /** `alertdialog`: a question that needs an answer (a confirm dialog). */
  role?: 'dialog' | 'alertdialog';
  variant?: 'center' | 'left' | 'right';
  className?: string;
  children: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Modal dialog or drawer: closes on Escape and backdrop click, keeps Tab inside while open
 * and gives focus back to the opener when it closes.
 */
export function Overlay({
  open,
  onClose,
  labelledBy,
  describedBy,
  role = 'dialog',
  variant = 'center',
  className = '',
  children,
}: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    const node = panel.current;
    // The page stops scrolling before the focus moves: focus() lays the page out at once (to know
    // what can be focused), and hiding the scroll bar after it changed the page's width, so the
    // browser laid the whole page out a second time before drawing the dialog (issue 37).
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const first = node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
      const head = items[0];
      const tail = items[items.length - 1];
      if (!head || !tail) return;
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className={`overlay overlay--${variant}`}>
      <div className="overlay__backdrop" data-testid="overlay-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={`overlay__panel ${className}`}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export type Tab = { id: string; label: string; panel: ReactNode };

type Props = {
  label: string;
  tabs: Tab[];
  selected: string;
  onSelect: (id: string) => void;
};

/**
 * Tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs and select them; only
 * the selected tab is in the Tab order, and its panel follows it.
 */
export function Tabs({ label, tabs, selected, onSelect }: Props) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  // A list wider than a phone scrolls sideways: the selected tab is brought into view, also when
  // the screen selects it (not the user). Only the list scrolls, never the page.
  useEffect(() => {
    const box = list.current;
    const tab = box?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!box || !tab) return;
    const area = box.getBoundingClientRect();
    const at = tab.getBoundingClientRect();
    if (at.left < area.left || at.right > area.right)
      box.scrollLeft += at.left - area.left - (area.width - at.width) / 2;
  }, [current?.id]);

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.id === current?.id);
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    onSelect(tabs[to]!.id);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
  };

  return (
    <div className="tabs">
      <div ref={list} role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKey}>
        {tabs.map((tab) => {
          const on = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              aria-selected={on}
              aria-controls={`${id}-panel-${tab.id}`}
              tabIndex={on ? 0 : -1}
              className="tabs__tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${id}-panel-${current.id}`}
          aria-labelledby={`${id}-tab-${current.id}`}
          tabIndex={0}
          className="tabs__panel"
        >
          {current.panel}
        </div>
      )}
    </div>
  );
}

import './costs-placeholder.css';

/** The cost block's place while it is far below the screen or its code loads: its own height, so nothing moves. */
export function CostsPlaceholder({ type }: { type: 'sale' | 'rent' }) {
  return <div className={`card costs-placeholder costs-placeholder--${type} skeleton`} aria-hidden="true" />;
}

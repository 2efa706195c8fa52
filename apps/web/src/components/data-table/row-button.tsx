import { Icon, type IconName } from '../icon.tsx';

type Props = {
  icon: IconName;
  /** What the button says ('Accept'). */
  label: string;
  /** What it does to which row, for assistive technology ('Accept the request of Ines Claes'). */
  name: string;
  /** `primary` the row's main action, `danger` a destructive one, `ghost` anything else. */
  tone?: 'primary' | 'ghost' | 'danger';
  disabled?: boolean;
  onClick: () => void;
};

const TONES = { primary: 'btn--primary', ghost: 'btn--ghost', danger: 'btn--ghost btn--danger' } as const;

/** A small action button of a table row or card: icon, label, and the row it acts on in its name. */
export function RowButton({ icon, label, name, tone = 'ghost', disabled, onClick }: Props) {
  return (
    <button
      type="button"
      className={`btn btn--small ${TONES[tone]}`}
      disabled={disabled}
      onClick={onClick}
      aria-label={name}
    >
      <Icon name={icon} size={16} />
      {label}
    </button>
  );
}

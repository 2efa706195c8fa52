import './segmented.css';

export type SegmentedOption<V extends string> = { value: V; label: string };

type Props<V extends string> = {
  /** The group's name for assistive technology. */
  label: string;
  options: readonly SegmentedOption<V>[];
  /** The pressed option; none when the choice is made elsewhere (a custom period). */
  value: V | null;
  onChange: (value: V) => void;
};

/** A row of toggle buttons of which one is pressed (a period preset, a view). */
export function Segmented<V extends string>({ label, options, value, onChange }: Props<V>) {
  return (
    <div className="segmented" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="segmented__option"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

type Props = {
  label: string;
  checked: boolean;
  /** Some, not all: the box shows a dash. */
  mixed?: boolean;
  onChange: (event: unknown) => void;
};

/** The checkbox of a row, or of all rows on the page. */
export function SelectCheckbox({ label, checked, mixed = false, onChange }: Props) {
  return (
    <input
      type="checkbox"
      className="data-table__check"
      aria-label={label}
      checked={checked}
      ref={(box) => {
        if (box) box.indeterminate = mixed;
      }}
      onChange={onChange}
    />
  );
}

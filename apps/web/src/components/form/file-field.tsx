import { useEffect, useMemo } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field.tsx';
import type { FieldProps } from './field.tsx';

type Props = FieldProps & {
  value: readonly File[];
  onChange: (files: File[]) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  /** `image/*` for a picture: the picked one is shown. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
};

/** A file or picture from the device; pictures are previewed, each file can be taken off again. */
export function FileField({ value, onChange, onBlur, ref, accept, multiple, disabled, ...field }: Props) {
  const { t } = useTranslation();
  const previews = useMemo(
    () => value.map((file) => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null)),
    [value],
  );
  useEffect(() => () => previews.forEach((url) => url && URL.revokeObjectURL(url)), [previews]);
  return (
    <Field {...field}>
      {(control) => (
        <div className="stack field__file">
          <input
            ref={ref}
            type="file"
            name={field.name}
            className="field__file-input"
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            {...control}
            onChange={(event) => {
              const picked = Array.from(event.target.files ?? []);
              onChange(multiple ? [...value, ...picked] : picked);
              event.target.value = '';
            }}
            onBlur={onBlur}
          />
          {value.length > 0 && (
            <ul className="stack field__files">
              {value.map((file, index) => (
                <li key={`${file.name}-${index}`} className="row field__file-item">
                  {previews[index] && <img src={previews[index]} alt="" width={48} height={48} />}
                  <span className="field__file-name">{file.name}</span>
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    disabled={disabled}
                    aria-label={t('form.removeFile', { name: file.name })}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    {t('form.remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Field>
  );
}

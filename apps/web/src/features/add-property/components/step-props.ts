import type { FormValues } from '../utils/form-values.ts';
import type { FieldErrors } from '../utils/validate-listing.ts';

/** What every step receives from the wizard. */
export type StepProps = {
  values: FormValues;
  errors: FieldErrors;
  onChange: (patch: Partial<FormValues>) => void;
};

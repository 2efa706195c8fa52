import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_TYPES,
  ZCrmContactRequest,
  type TCrmContact,
  type TCrmContactRequest,
} from '@immora/shared/crm-contacts';
import { CRM_PROPERTY_TYPES } from '@immora/shared/crm-property-types';
import { EmailField } from '../../../components/form/email-field.tsx';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { MultiSelectField } from '../../../components/form/multi-select-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useCrmSubmit } from '../api/use-crm-submit.ts';
import { crmPaths, type CrmRole } from '../utils/crm-kinds.ts';
import { useCrmOptions } from '../utils/crm-options.ts';
import { CrmFormShell } from './crm-form-shell.tsx';
import { useFieldError } from './crm-field-error.ts';

type Values = Omit<TCrmContactRequest, 'budget'> & { budget: number | null };
const FIELDS: Path<Values>[] = ['firstName', 'lastName', 'email', 'phone', 'budget', 'propertyTypes', 'type'];

/** Add / update a contact (spec 2 §3, §5): names 2–50, e-mail, phone, budget, property types (several), type. */
export function ContactForm({ role, contact: c }: { role: CrmRole; contact?: TCrmContact | undefined }) {
  const { t } = useTranslation('crmRecords');
  const options = useCrmOptions();
  const form = useForm<Values>({
    resolver: zodResolver(ZCrmContactRequest) as unknown as Resolver<Values>,
    defaultValues: {
      firstName: c?.firstName ?? '',
      lastName: c?.lastName ?? '',
      email: c?.email ?? '',
      phone: c?.phone ?? '',
      budget: c?.budget ?? null,
      propertyTypes: c?.propertyTypes ?? [],
      type: c?.type ?? ('' as Values['type']),
    },
  });
  const error = useFieldError(form);
  const submit = useCrmSubmit<Values>('contact', role, c?.id, FIELDS, form.setError);
  const { register, control, formState } = form;
  return (
    <CrmFormShell
      onSubmit={(e) => void form.handleSubmit(submit)(e)}
      listPath={crmPaths(role, 'contact').list}
      editing={Boolean(c)}
      busy={formState.isSubmitting}
    >
      <TextField
        label={t('fields.firstName')}
        required
        autoComplete="off"
        error={error('firstName')}
        {...register('firstName')}
      />
      <TextField
        label={t('fields.lastName')}
        required
        autoComplete="off"
        error={error('lastName')}
        {...register('lastName')}
      />
      <EmailField label={t('fields.email')} required autoComplete="off" error={error('email')} {...register('email')} />
      <PhoneField label={t('fields.phone')} required autoComplete="off" error={error('phone')} {...register('phone')} />
      <Controller
        control={control}
        name="budget"
        render={({ field }) => <MoneyField label={t('fields.budget')} required error={error('budget')} {...field} />}
      />
      <SelectField
        label={t('fields.type')}
        required
        placeholder={t('form.choose')}
        options={options('contactType', CONTACT_TYPES)}
        error={error('type')}
        {...register('type')}
      />
      <div className="form__wide">
        <Controller
          control={control}
          name="propertyTypes"
          render={({ field }) => (
            <MultiSelectField
              label={t('fields.propertyTypes')}
              required
              options={options('propertyType', CRM_PROPERTY_TYPES)}
              error={error('propertyTypes')}
              {...field}
              value={field.value ?? []}
            />
          )}
        />
      </div>
    </CrmFormShell>
  );
}

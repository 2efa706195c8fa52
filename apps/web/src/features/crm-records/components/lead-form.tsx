import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LEAD_FORM_STATUSES,
  LEAD_SOURCES,
  LEAD_TYPES,
  ZLeadRequest,
  type TLead,
  type TLeadRequest,
} from '@immora/shared/crm-leads';
import { CRM_PROPERTY_TYPES } from '@immora/shared/crm-property-types';
import { DateField } from '../../../components/form/date-fields.tsx';
import { EmailField } from '../../../components/form/email-field.tsx';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { requestResolver } from '../../../components/form/request-resolver.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { useCrmSubmit } from '../api/use-crm-submit.ts';
import { crmPaths, type CrmRole } from '../utils/crm-kinds.ts';
import { useCrmOptions } from '../utils/crm-options.ts';
import { CrmFormShell } from './crm-form-shell.tsx';
import { useFieldError } from './crm-field-error.ts';

type Values = Omit<TLeadRequest, 'phone' | 'targetDate' | 'targetPrice'> & {
  phone: string;
  targetDate: string;
  targetPrice: number | null;
};
const FIELDS: Path<Values>[] = [
  'name',
  'email',
  'phone',
  'leadType',
  'propertyType',
  'targetPrice',
  'targetDate',
  'leadSource',
  'status',
  'notes',
];

const initial = (lead?: TLead): Values => ({
  name: lead?.name ?? '',
  email: lead?.email ?? '',
  phone: lead?.phone ?? '',
  leadType: lead?.leadType ?? ('' as Values['leadType']),
  propertyType: lead?.propertyType ?? ('' as Values['propertyType']),
  targetPrice: lead?.targetPrice ?? null,
  targetDate: lead?.targetDate ?? '',
  leadSource: lead?.leadSource ?? ('' as Values['leadSource']),
  status: lead?.status === 'converted' ? 'inProgress' : (lead?.status ?? 'new'),
  notes: lead?.notes ?? '',
});

/** Add / update a lead (spec 2 §3 Lead): type, property type, target price and date, source, status, notes. */
export function LeadForm({ role, lead }: { role: CrmRole; lead?: TLead | undefined }) {
  const { t } = useTranslation('crmRecords');
  const options = useCrmOptions();
  const form = useForm<Values>({
    // An empty date is no date.
    resolver: requestResolver(ZLeadRequest, (v: Values) => ({
      ...v,
      targetDate: v.targetDate || null,
    })) as unknown as Resolver<Values>,
    defaultValues: initial(lead),
  });
  const error = useFieldError(form);
  const submit = useCrmSubmit<Values>('lead', role, lead?.id, FIELDS, form.setError);
  const { register, control, formState } = form;
  const converted = lead?.status === 'converted';
  const choose = t('form.choose');
  return (
    <CrmFormShell
      onSubmit={(e) => void form.handleSubmit(submit)(e)}
      listPath={crmPaths(role, 'lead').list}
      editing={Boolean(lead)}
      busy={formState.isSubmitting}
    >
      <TextField label={t('fields.name')} required autoComplete="off" error={error('name')} {...register('name')} />
      <EmailField label={t('fields.email')} required autoComplete="off" error={error('email')} {...register('email')} />
      <PhoneField label={t('fields.phone')} autoComplete="off" error={error('phone')} {...register('phone')} />
      <SelectField
        label={t('fields.leadType')}
        required
        placeholder={choose}
        options={options('leadType', LEAD_TYPES)}
        error={error('leadType')}
        {...register('leadType')}
      />
      <SelectField
        label={t('fields.propertyType')}
        required
        placeholder={choose}
        options={options('propertyType', CRM_PROPERTY_TYPES)}
        error={error('propertyType')}
        {...register('propertyType')}
      />
      <Controller
        control={control}
        name="targetPrice"
        render={({ field }) => <MoneyField label={t('fields.targetPrice')} error={error('targetPrice')} {...field} />}
      />
      <DateField label={t('fields.targetDate')} error={error('targetDate')} {...register('targetDate')} />
      <SelectField
        label={t('fields.leadSource')}
        required
        placeholder={choose}
        options={options('leadSource', LEAD_SOURCES)}
        error={error('leadSource')}
        {...register('leadSource')}
      />
      {converted ? (
        <p className="note form__wide">{t('leads.convertedNote')}</p>
      ) : (
        <SelectField
          label={t('fields.status')}
          required
          options={options('leadStatus', LEAD_FORM_STATUSES)}
          error={error('status')}
          {...register('status')}
        />
      )}
      <div className="form__wide">
        <TextareaField
          label={t('fields.notes')}
          rows={4}
          maxLength={2000}
          error={error('notes')}
          {...register('notes')}
        />
      </div>
    </CrmFormShell>
  );
}

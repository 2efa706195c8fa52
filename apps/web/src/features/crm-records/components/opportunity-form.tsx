import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  OPPORTUNITY_STATUSES,
  TRANSACTION_TYPES,
  ZOpportunityRequest,
  type TOpportunity,
  type TOpportunityRequest,
} from '@immora/shared/crm-opportunities';
import { DateField } from '../../../components/form/date-fields.tsx';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { NumberField } from '../../../components/form/number-field.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { useCrmSubmit } from '../api/use-crm-submit.ts';
import { crmPaths, type CrmRole } from '../utils/crm-kinds.ts';
import { useCrmOptions } from '../utils/crm-options.ts';
import { CrmFormShell } from './crm-form-shell.tsx';
import { useFieldError } from './crm-field-error.ts';

type Values = Omit<TOpportunityRequest, 'price'> & { price: number | null };
const FIELDS: Path<Values>[] = [
  'clientName',
  'propertyDetails',
  'transactionType',
  'price',
  'status',
  'potentialMatches',
  'progress',
  'lastContactDate',
  'nextAction',
  'notes',
];

/** Add / update an opportunity (spec 2 §3, §5): every field required, with the spec's minimums. */
export function OpportunityForm({ role, opportunity: o }: { role: CrmRole; opportunity?: TOpportunity | undefined }) {
  const { t } = useTranslation('crmRecords');
  const options = useCrmOptions();
  const form = useForm<Values>({
    resolver: zodResolver(ZOpportunityRequest) as unknown as Resolver<Values>,
    defaultValues: {
      clientName: o?.clientName ?? '',
      propertyDetails: o?.propertyDetails ?? '',
      transactionType: o?.transactionType ?? ('' as Values['transactionType']),
      price: o?.price ?? null,
      status: o?.status ?? 'active',
      potentialMatches: o?.potentialMatches ?? 0,
      progress: o?.progress ?? '',
      lastContactDate: o?.lastContactDate ?? '',
      nextAction: o?.nextAction ?? '',
      notes: o?.notes ?? '',
    },
  });
  const error = useFieldError(form);
  const submit = useCrmSubmit<Values>('opportunity', role, o?.id, FIELDS, form.setError);
  const { register, control, formState } = form;
  return (
    <CrmFormShell
      onSubmit={(e) => void form.handleSubmit(submit)(e)}
      listPath={crmPaths(role, 'opportunity').list}
      editing={Boolean(o)}
      busy={formState.isSubmitting}
    >
      <TextField
        label={t('fields.clientName')}
        required
        autoComplete="off"
        error={error('clientName')}
        {...register('clientName')}
      />
      <SelectField
        label={t('fields.transactionType')}
        required
        placeholder={t('form.choose')}
        options={options('transactionType', TRANSACTION_TYPES)}
        error={error('transactionType')}
        {...register('transactionType')}
      />
      <div className="form__wide">
        <TextareaField
          label={t('fields.propertyDetails')}
          required
          rows={3}
          maxLength={2000}
          error={error('propertyDetails')}
          {...register('propertyDetails')}
        />
      </div>
      <Controller
        control={control}
        name="price"
        render={({ field }) => <MoneyField label={t('fields.price')} required error={error('price')} {...field} />}
      />
      <SelectField
        label={t('fields.status')}
        required
        options={options('opportunityStatus', OPPORTUNITY_STATUSES)}
        error={error('status')}
        {...register('status')}
      />
      <NumberField
        label={t('fields.potentialMatches')}
        required
        help={o ? t('fields.onImmora', { count: o.matchingListings }) : undefined}
        error={error('potentialMatches')}
        {...register('potentialMatches', { valueAsNumber: true })}
      />
      <TextField
        label={t('fields.progress')}
        required
        placeholder="50%"
        help={t('fields.progressHelp')}
        error={error('progress')}
        {...register('progress')}
      />
      <DateField
        label={t('fields.lastContactDate')}
        required
        error={error('lastContactDate')}
        {...register('lastContactDate')}
      />
      <TextField
        label={t('fields.nextAction')}
        required
        autoComplete="off"
        error={error('nextAction')}
        {...register('nextAction')}
      />
      <div className="form__wide">
        <TextareaField
          label={t('fields.notes')}
          required
          rows={4}
          maxLength={2000}
          error={error('notes')}
          {...register('notes')}
        />
      </div>
    </CrmFormShell>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_STATUSES,
  ZCustomerRequest,
  type TCustomer,
  type TCustomerRequest,
} from '@immora/shared/crm-customers';
import { EmailField } from '../../../components/form/email-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useCrmSubmit } from '../api/use-crm-submit.ts';
import { crmPaths, type CrmRole } from '../utils/crm-kinds.ts';
import { useCrmOptions } from '../utils/crm-options.ts';
import { CrmFormShell } from './crm-form-shell.tsx';
import { useFieldError } from './crm-field-error.ts';

type Values = Required<TCustomerRequest>;
const FIELDS: Path<Values>[] = ['fullName', 'phone', 'email', 'address', 'status'];

/** Add / update a customer (spec 2 §3 Customer): full name, phone, email, address, status. */
export function CustomerForm({ role, customer }: { role: CrmRole; customer?: TCustomer | undefined }) {
  const { t } = useTranslation('crmRecords');
  const options = useCrmOptions();
  const form = useForm<Values>({
    resolver: zodResolver(ZCustomerRequest) as unknown as Resolver<Values>,
    defaultValues: {
      fullName: customer?.fullName ?? '',
      phone: customer?.phone ?? '',
      email: customer?.email ?? '',
      address: customer?.address ?? '',
      status: customer?.status ?? 'active',
    },
  });
  const error = useFieldError(form);
  const submit = useCrmSubmit<Values>('customer', role, customer?.id, FIELDS, form.setError);
  const { register, formState } = form;
  return (
    <CrmFormShell
      onSubmit={(e) => void form.handleSubmit(submit)(e)}
      listPath={crmPaths(role, 'customer').list}
      editing={Boolean(customer)}
      busy={formState.isSubmitting}
    >
      <TextField
        label={t('fields.fullName')}
        required
        autoComplete="off"
        error={error('fullName')}
        {...register('fullName')}
      />
      <PhoneField label={t('fields.phone')} required autoComplete="off" error={error('phone')} {...register('phone')} />
      <EmailField label={t('fields.email')} required autoComplete="off" error={error('email')} {...register('email')} />
      <SelectField
        label={t('fields.status')}
        required
        options={options('customerStatus', CUSTOMER_STATUSES)}
        error={error('status')}
        {...register('status')}
      />
      <div className="form__wide">
        <TextField label={t('fields.address')} autoComplete="off" error={error('address')} {...register('address')} />
      </div>
    </CrmFormShell>
  );
}

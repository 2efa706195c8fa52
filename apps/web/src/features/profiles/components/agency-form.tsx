import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZAgencyProfileUpdateRequest, type TAgencyProfileUpdateRequest, type TProfile } from '@immora/shared/profiles';
import { EmailField } from '../../../components/form/email-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { useSaveAgency } from '../api/save-profile.ts';
import { useProfileForm } from '../utils/use-profile-form.ts';
import { ProfileSection } from './profile-section.tsx';
import { SaveButton } from './save-button.tsx';

type Agency = NonNullable<TProfile['agency']>;
const FIELDS = ['name', 'description', 'email', 'phone', 'website', 'address', 'city', 'vatNumber'] as const;

const valuesOf = (agency: Agency): TAgencyProfileUpdateRequest => ({
  name: agency.name,
  description: agency.description,
  email: agency.email,
  phone: agency.phone,
  website: agency.website ?? '',
  address: agency.address,
  city: agency.city ?? '',
  vatNumber: agency.vatNumber ?? '',
});

/** The agency's public fields, as its page at /agencies/:id shows them. */
export function AgencyForm({ agency }: { agency: Agency }) {
  const { t } = useTranslation('profile');
  const save = useSaveAgency();
  const { form, submit, error } = useProfileForm({
    schema: ZAgencyProfileUpdateRequest,
    defaultValues: valuesOf(agency),
    fields: FIELDS,
    send: (values: TAgencyProfileUpdateRequest) => save.mutateAsync(values),
    onSaved: (saved, { reset }) => {
      if (saved.agency) reset(valuesOf(saved.agency));
      toast(t('updated'));
    },
  });
  const { register } = form;

  return (
    <ProfileSection id="profile-agency" title={t('agency.title')} lead={t('agency.lead')}>
      <form className="form profile-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="profile-form__grid">
          <TextField
            label={t('agency.name')}
            required
            autoComplete="organization"
            error={error('name')}
            {...register('name')}
          />
          <TextField
            label={t('agency.vatNumber')}
            help={t('agent.vatHelp')}
            error={error('vatNumber')}
            {...register('vatNumber')}
          />
          <EmailField label={t('agency.email')} required error={error('email')} {...register('email')} />
          <PhoneField label={t('agency.phone')} required error={error('phone')} {...register('phone')} />
          <TextField
            label={t('agency.website')}
            type="url"
            inputMode="url"
            placeholder="https://"
            error={error('website')}
            {...register('website')}
          />
          <TextField label={t('agency.city')} help={t('agency.cityHelp')} error={error('city')} {...register('city')} />
          <TextField
            label={t('agency.address')}
            autoComplete="street-address"
            className="profile-form__wide"
            error={error('address')}
            {...register('address')}
          />
          <TextareaField
            label={t('agency.description')}
            rows={5}
            maxLength={2000}
            className="profile-form__wide"
            error={error('description')}
            {...register('description')}
          />
        </div>
        <SaveButton pending={form.formState.isSubmitting} label={t('personal.submit')}>
          <Link to={`/agencies/${agency.id}`} className="btn btn--ghost">
            {t('agency.view')}
          </Link>
        </SaveButton>
      </form>
    </ProfileSection>
  );
}

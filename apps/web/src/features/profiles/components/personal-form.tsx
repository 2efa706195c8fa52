import { useTranslation } from 'react-i18next';
import { ZProfileUpdateRequest, type TProfile, type TProfileUpdateRequest } from '@immora/shared/profiles';
import { EmailField } from '../../../components/form/email-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { useSaveProfile } from '../api/save-profile.ts';
import { useProfileForm } from '../utils/use-profile-form.ts';
import { ProfileSection } from './profile-section.tsx';
import { SaveButton } from './save-button.tsx';

const FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'licenceNumber',
  'agencyName',
  'companyEmail',
  'vatNumber',
] as const;
const NO_AGENT_FIELDS = { licenceNumber: null, agencyName: null, companyEmail: null, vatNumber: null };

const valuesOf = (profile: TProfile): TProfileUpdateRequest => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone: profile.phone ?? '',
  email: profile.pendingEmail ?? profile.email,
  licenceNumber: profile.agent?.licenceNumber ?? '',
  agencyName: profile.agent?.agencyName ?? '',
  companyEmail: profile.agent?.companyEmail ?? '',
  vatNumber: profile.agent?.vatNumber ?? '',
});

/** First and last name, phone and e-mail, and an agent's professional fields: 'Update Profile'. */
export function PersonalForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('profile');
  const save = useSaveProfile();
  const agent = profile.agent;
  const { form, submit, error } = useProfileForm({
    schema: ZProfileUpdateRequest,
    defaultValues: valuesOf(profile),
    fields: FIELDS,
    send: (values: TProfileUpdateRequest) => save.mutateAsync(agent ? values : { ...values, ...NO_AGENT_FIELDS }),
    onSaved: (saved, { reset }) => {
      reset(valuesOf(saved));
      toast(t('updated'));
      if (saved.pendingEmail && saved.pendingEmail !== profile.pendingEmail)
        toast(t('personal.pendingSent', { email: saved.pendingEmail }), 'info', 10_000);
    },
  });
  const { register } = form;

  return (
    <ProfileSection id="profile-personal" title={t('personal.title')}>
      <form className="form profile-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="profile-form__grid">
          <TextField
            label={t('personal.firstName')}
            autoComplete="given-name"
            required
            error={error('firstName')}
            {...register('firstName')}
          />
          <TextField
            label={t('personal.lastName')}
            autoComplete="family-name"
            required
            error={error('lastName')}
            {...register('lastName')}
          />
          <PhoneField label={t('personal.phone')} required error={error('phone')} {...register('phone')} />
          <EmailField
            label={t('personal.email')}
            required
            error={error('email')}
            help={
              profile.pendingEmail
                ? t('personal.pending', { email: profile.pendingEmail, current: profile.email })
                : t('personal.emailHelp')
            }
            {...register('email')}
          />
        </div>
        {agent && (
          <fieldset className="profile-form__group">
            <legend className="profile-form__legend">{t('agent.title')}</legend>
            <div className="profile-form__grid">
              <TextField
                label={t('agent.licenceNumber')}
                error={error('licenceNumber')}
                {...register('licenceNumber')}
              />
              <TextField
                label={t('agent.agencyName')}
                readOnly={agent.agencyLinked}
                help={agent.agencyLinked ? t('agent.agencyLinked') : undefined}
                error={error('agencyName')}
                {...register('agencyName')}
              />
              <EmailField label={t('agent.companyEmail')} error={error('companyEmail')} {...register('companyEmail')} />
              <TextField
                label={t('agent.vatNumber')}
                help={t('agent.vatHelp')}
                autoComplete="off"
                error={error('vatNumber')}
                {...register('vatNumber')}
              />
            </div>
          </fieldset>
        )}
        <SaveButton pending={form.formState.isSubmitting} label={t('personal.submit')} />
      </form>
    </ProfileSection>
  );
}

import { useTranslation } from 'react-i18next';
import { ZChangePasswordForm, type TChangePasswordForm } from '@immora/shared/profiles';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useProfileForm } from '../utils/use-profile-form.ts';
import { ProfileSection } from './profile-section.tsx';
import { SaveButton } from './save-button.tsx';

const EMPTY: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password (spec 2 §5): current, new and confirmation; 'Password updated successfully!'. */
export function PasswordSection() {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const { form, submit, error } = useProfileForm({
    schema: ZChangePasswordForm,
    defaultValues: EMPTY,
    fields: ['currentPassword', 'newPassword'],
    send: ({ currentPassword, newPassword }: TChangePasswordForm) =>
      change.mutateAsync({ currentPassword, newPassword }),
    onSaved: (_, { reset }) => {
      reset(EMPTY);
      toast(t('passwordUpdated'));
    },
  });
  const { register } = form;

  return (
    <ProfileSection id="profile-password" title={t('password.title')} lead={t('password.lead')}>
      <form className="form profile-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="profile-form__grid">
          <PasswordField
            label={t('password.current')}
            autoComplete="current-password"
            required
            className="profile-form__wide"
            error={error('currentPassword')}
            {...register('currentPassword')}
          />
          <PasswordField
            label={t('password.new')}
            autoComplete="new-password"
            required
            error={error('newPassword')}
            {...register('newPassword')}
          />
          <PasswordField
            label={t('password.confirm')}
            autoComplete="new-password"
            required
            error={error('confirmPassword')}
            {...register('confirmPassword')}
          />
        </div>
        <SaveButton pending={form.formState.isSubmitting} label={t('password.submit')} />
      </form>
    </ProfileSection>
  );
}

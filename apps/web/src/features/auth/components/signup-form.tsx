import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZSignupForm } from '@immora/shared/auth';
import type { TSignupForm, TSignupRequest } from '@immora/shared/auth';
import { EmailField } from '../../../components/form/email-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { RadioCardsField } from '../../../components/form/radio-cards-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { closeAlert, showAlert, showLoading } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { isLanguage } from '../../../lib/language.ts';
import { useMessage } from '../../../lib/message-key.ts';
import { signup } from '../api/signup.ts';
import { useSignupFlow } from '../utils/use-signup-flow.ts';
import { serverMessage } from '../utils/show-api-error.ts';
import './auth.css';

/** buyer: the modal's Signup tab; page: /signup (buyer or private seller); pro: /register (agency or agent). */
export type SignupVariant = 'buyer' | 'page' | 'pro';

const CHOICES: Record<Exclude<SignupVariant, 'buyer'>, readonly TSignupRequest['sellerType'][]> = {
  page: ['buyer', 'pseller'],
  pro: ['agency', 'individual'],
};

type Props = { variant: SignupVariant; onLogin?: () => void };

/** Sign-up form of spec 1 §2 with the rules of §5; the flow after it is in useSignupFlow. */
export function SignupForm({ variant, onLogin }: Props) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const flow = useSignupFlow();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TSignupForm>({
    resolver: zodResolver(ZSignupForm),
    defaultValues: {
      first_name: '',
      last_name: '',
      phoneNumber: '',
      email: '',
      password: '',
      confirmPassword: '',
      sellerType: variant === 'pro' ? 'agency' : 'buyer',
      agencyName: '',
      licenceNumber: '',
    },
  });
  const sellerType = useWatch({ control, name: 'sellerType' }) ?? 'buyer';

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, agencyName, licenceNumber, ...values }) => {
    const language = i18n.resolvedLanguage;
    const body: TSignupRequest = {
      ...values,
      ...(sellerType === 'agency' && agencyName ? { agencyName } : {}),
      ...(sellerType === 'individual' && licenceNumber ? { licenceNumber } : {}),
      ...(isLanguage(language) ? { language } : {}),
    };
    await showLoading(t('auth.signup.creating'));
    try {
      const answer = await signup(body);
      await closeAlert();
      await flow(body.email, answer, sellerType);
    } catch (error) {
      await closeAlert();
      if (error instanceof ApiError && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          setError(field as Path<TSignupForm>, { type: 'server', message: text });
        }
      }
      const text = message(serverMessage(error));
      await showAlert(
        variant === 'pro'
          ? {
              icon: 'error',
              title: t('auth.signup.failedTitle'),
              text: text ?? t('auth.signup.proFailed'),
              confirmButtonText: t('auth.signup.tryAgain'),
            }
          : { icon: 'error', title: t('auth.signup.failedTitle'), text: text ?? t('auth.signup.failedText') },
      );
    }
  });

  return (
    <form
      className="stack form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('auth.signup.title')}
    >
      {variant !== 'buyer' && (
        <Controller
          control={control}
          name="sellerType"
          render={({ field }) => (
            <RadioCardsField
              {...field}
              label={t(`auth.signup.${variant === 'pro' ? 'proChoice' : 'pageChoice'}`)}
              options={CHOICES[variant].map((type) => ({
                value: type ?? 'buyer',
                label: t(`auth.signup.types.${type ?? 'buyer'}`),
              }))}
              error={message(errors.sellerType?.message)}
            />
          )}
        />
      )}
      {variant === 'pro' && sellerType === 'agency' && (
        <TextField
          label={t('auth.fields.agencyName')}
          required
          autoComplete="organization"
          error={message(errors.agencyName?.message)}
          {...register('agencyName')}
        />
      )}
      <div className="form__row">
        <TextField
          label={t('auth.fields.firstName')}
          required
          autoComplete="given-name"
          error={message(errors.first_name?.message)}
          {...register('first_name')}
        />
        <TextField
          label={t('auth.fields.lastName')}
          required
          autoComplete="family-name"
          error={message(errors.last_name?.message)}
          {...register('last_name')}
        />
      </div>
      <div className="form__row">
        <PhoneField
          label={t('auth.fields.phone')}
          required
          error={message(errors.phoneNumber?.message)}
          {...register('phoneNumber')}
        />
        <EmailField
          label={t('auth.fields.email')}
          required
          error={message(errors.email?.message)}
          {...register('email')}
        />
      </div>
      {variant === 'pro' && sellerType === 'individual' && (
        <TextField
          label={t('auth.fields.licenceNumber')}
          error={message(errors.licenceNumber?.message)}
          {...register('licenceNumber')}
        />
      )}
      <div className="form__row">
        <PasswordField
          label={t('auth.fields.password')}
          required
          autoComplete="new-password"
          error={message(errors.password?.message)}
          {...register('password')}
        />
        <PasswordField
          label={t('auth.fields.confirmPassword')}
          required
          autoComplete="new-password"
          error={message(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      </div>
      <button type="submit" className="btn btn--primary form__submit" disabled={isSubmitting}>
        {t('auth.signup.submit')}
      </button>
      <p className="form__note">
        {t('auth.signup.haveAccount')}{' '}
        {onLogin ? (
          <button type="button" className="link-button form__link" onClick={onLogin}>
            {t('auth.signup.loginLink')}
          </button>
        ) : (
          <Link to="/login" className="form__link">
            {t('auth.signup.loginLink')}
          </Link>
        )}
      </p>
    </form>
  );
}

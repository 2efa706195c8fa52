import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDialogSubmit } from '../../../components/dialog/use-dialog-submit.ts';
import { placeServerErrors } from '../../../lib/server-fields.ts';
import { useProfileErrorToast, useProfileMessage } from './use-profile-message.ts';

type Options<TValues extends FieldValues, TResult> = {
  /** The shared request (or form) schema: its messages are the fields' messages. */
  schema: Parameters<typeof zodResolver>[0];
  defaultValues: DefaultValues<TValues>;
  /** The fields a server answer may name (400 / 409 `fields`). */
  fields: readonly Path<TValues>[];
  send: (values: TValues) => Promise<TResult>;
  onSaved: (result: TResult, form: UseFormReturn<TValues>) => void;
};

/**
 * A profile form: react-hook-form checked by the shared schema, the server's field messages put on
 * its fields, any other failure as an error toast. `error(name)` is a field's translated message.
 */
export function useProfileForm<TValues extends FieldValues, TResult>(opts: Options<TValues, TResult>) {
  const { t } = useTranslation('profile');
  const message = useProfileMessage();
  const failed = useProfileErrorToast()(t('failed'));
  const form = useForm<TValues>({
    resolver: zodResolver(opts.schema) as unknown as Resolver<TValues>,
    defaultValues: opts.defaultValues,
  });
  const save = useDialogSubmit({
    send: opts.send,
    onDone: (result) => opts.onSaved(result, form),
    onError: (error) => {
      if (!placeServerErrors(error, opts.fields, form.setError)) failed(error);
    },
  });
  const submit = form.handleSubmit(save.run);
  const error = (name: Path<TValues>) => message(form.getFieldState(name, form.formState).error?.message);
  return { form, submit, error };
}

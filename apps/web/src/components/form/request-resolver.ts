import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Rules only the form knows (a start from now on, a bid above the minimum): field → message. */
export type FormRules<TForm> = (values: TForm) => Partial<Record<keyof TForm & string, string | null | undefined>>;

/**
 * react-hook-form's resolver for a form whose values are not yet the request: `toBody` turns them
 * into it (cents to the API's euros, local times to instants), then the shared schema checks the
 * request and its messages land on the fields of the same name. `rules` adds the form's own checks
 * on fields the schema found no fault with. Submit receives the parsed request.
 */
export function requestResolver<TForm extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  toBody: (values: TForm) => z.input<TSchema>,
  rules?: FormRules<TForm>,
): Resolver<TForm, unknown, z.output<TSchema>> {
  const check = zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<
    FieldValues,
    unknown,
    z.output<TSchema>
  >;
  return async (values, context, options) => {
    const result = await check(toBody(values) as FieldValues, context, options as never);
    const extra: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(rules?.(values) ?? {}))
      if (message && !(result.errors as FieldErrors)[field]) extra[field] = { type: 'form', message };
    if (Object.keys(extra).length === 0)
      return result as Awaited<ReturnType<Resolver<TForm, unknown, z.output<TSchema>>>>;
    return { values: {}, errors: { ...result.errors, ...extra } as FieldErrors<TForm> };
  };
}

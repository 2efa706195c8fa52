import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's resolver for a form whose values are not yet the request: `toBody` turns them
 * into it (cents to the API's euros, local times to instants), then the shared schema checks the
 * request and its messages land on the fields of the same name. Submit receives the parsed request.
 */
export function requestResolver<TForm extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  toBody: (values: TForm) => z.input<TSchema>,
): Resolver<TForm, unknown, z.output<TSchema>> {
  const check = zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<
    FieldValues,
    unknown,
    z.output<TSchema>
  >;
  return (values, context, options) =>
    check(toBody(values) as FieldValues, context, options as never) as ReturnType<
      Resolver<TForm, unknown, z.output<TSchema>>
    >;
}

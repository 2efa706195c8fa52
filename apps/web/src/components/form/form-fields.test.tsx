import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ZPhoneNumber } from '@immora/shared/auth';
import { DateField, DateTimeField, TimeField } from './date-fields.tsx';
import { EmailField } from './email-field.tsx';
import { FileField } from './file-field.tsx';
import { MoneyField } from './money-field.tsx';
import { MultiSelectField } from './multi-select-field.tsx';
import { NumberField } from './number-field.tsx';
import { PhoneField } from './phone-field.tsx';
import { RadioCardsField } from './radio-cards-field.tsx';
import { centsToEuros } from './money.ts';
import { requestResolver } from './request-resolver.ts';
import { SelectField } from './select-field.tsx';
import { SwitchField } from './switch-field.tsx';
import { TextareaField } from './textarea-field.tsx';
import { TextField } from './text-field.tsx';

const ZProfile = z.object({
  name: z.string().trim().min(2, 'Name is too short'),
  bio: z.string().max(20, 'Bio is too long'),
  rooms: z.number({ error: 'Rooms must be a number' }).int().min(1, 'At least one room'),
  phone: ZPhoneNumber,
  email: z.email('Enter a valid email'),
  day: z.string().min(1, 'Pick a day'),
  at: z.string().min(1, 'Pick a time'),
  startsAt: z.string().min(1, 'Pick a start'),
  city: z.enum(['ghent', 'namur'], { error: 'Choose a city' }),
  amenities: z.array(z.string()).min(1, 'Choose at least one'),
  plan: z.enum(['basic', 'spotlight'], { error: 'Choose a plan' }),
  newsletter: z.boolean(),
  picture: z.array(z.instanceof(File)).length(1, 'Add one picture'),
});
type Profile = z.input<typeof ZProfile>;

const EMPTY: Profile = {
  name: '',
  bio: '',
  rooms: Number.NaN,
  phone: '',
  email: '',
  day: '',
  at: '',
  startsAt: '',
  city: '' as Profile['city'],
  amenities: [],
  plan: '' as Profile['plan'],
  newsletter: false,
  picture: [],
};

/** Every field kind in one react-hook-form form checked by a zod schema, as the app's forms are. */
function ProfileForm({
  defaults,
  onValid,
}: {
  defaults: Profile;
  onValid: (values: z.output<typeof ZProfile>) => void;
}) {
  const { register, control, handleSubmit, formState } = useForm<Profile, unknown, z.output<typeof ZProfile>>({
    resolver: zodResolver(ZProfile),
    defaultValues: defaults,
  });
  const e = formState.errors;
  return (
    <form aria-label="Profile" noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <TextField label="Name" required help="As on your ID" error={e.name?.message} {...register('name')} />
      <TextareaField label="Bio" maxLength={20} error={e.bio?.message} {...register('bio')} />
      <NumberField
        label="Rooms"
        unit="rooms"
        error={e.rooms?.message}
        {...register('rooms', { valueAsNumber: true })}
      />
      <PhoneField label="Phone" error={e.phone?.message} {...register('phone')} />
      <EmailField label="Email" error={e.email?.message} {...register('email')} />
      <DateField label="Day" error={e.day?.message} {...register('day')} />
      <TimeField label="Time" error={e.at?.message} {...register('at')} />
      <DateTimeField label="Starts" error={e.startsAt?.message} {...register('startsAt')} />
      <SelectField
        label="City"
        placeholder="Choose…"
        options={[
          { value: 'ghent', label: 'Ghent' },
          { value: 'namur', label: 'Namur' },
        ]}
        error={e.city?.message}
        {...register('city')}
      />
      <Controller
        control={control}
        name="amenities"
        render={({ field, fieldState }) => (
          <MultiSelectField
            {...field}
            label="Amenities"
            error={fieldState.error?.message}
            options={[
              { value: 'garden', label: 'Garden' },
              { value: 'garage', label: 'Garage' },
              { value: 'lift', label: 'Lift' },
            ]}
          />
        )}
      />
      <Controller
        control={control}
        name="plan"
        render={({ field, fieldState }) => (
          <RadioCardsField
            {...field}
            label="Plan"
            required
            error={fieldState.error?.message}
            options={[
              { value: 'basic', label: 'Basic', description: '7 days' },
              { value: 'spotlight', label: 'Spotlight', description: '30 days', aside: '10 credits' },
            ]}
          />
        )}
      />
      <SwitchField label="Newsletter" help="Once a month" {...register('newsletter')} />
      <Controller
        control={control}
        name="picture"
        render={({ field, fieldState }) => (
          <FileField {...field} label="Picture" accept="image/*" error={fieldState.error?.message} />
        )}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const FILLED: Profile = {
  name: 'Emma',
  bio: 'Hello',
  rooms: 3,
  phone: '0472918365',
  email: 'emma@example.be',
  day: '2026-12-01',
  at: '14:30',
  startsAt: '2026-12-01T14:30',
  city: 'namur',
  amenities: ['garage'],
  plan: 'spotlight',
  newsletter: true,
  picture: [new File(['x'], 'front.png', { type: 'image/png' })],
};

const save = async () => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
};

describe('form fields with react-hook-form and a zod schema', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names every control by its label and shows the values the form starts with', () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:front', revokeObjectURL: () => undefined }));
    render(<ProfileForm defaults={FILLED} onValid={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Emma');
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveProperty('value', 'Hello');
    expect(screen.getByText('5 of 20 characters')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Rooms' })).toHaveProperty('value', '3');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveProperty('value', '0472918365');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'emma@example.be');
    expect(screen.getByLabelText('Day')).toHaveProperty('value', '2026-12-01');
    expect(screen.getByLabelText('Time')).toHaveProperty('value', '14:30');
    expect(screen.getByLabelText('Starts')).toHaveProperty('value', '2026-12-01T14:30');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveProperty('value', 'namur');
    const amenities = screen.getByRole('group', { name: 'Amenities' });
    expect(within(amenities).getByRole('checkbox', { name: 'Garage' })).toHaveProperty('checked', true);
    expect(within(amenities).getByRole('checkbox', { name: 'Garden' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Spotlight' })).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: 'Newsletter' })).toHaveProperty('checked', true);
    expect(screen.getByText('front.png')).toBeTruthy();
  });

  it('links help text and marks required fields without changing their names', () => {
    render(<ProfileForm defaults={EMPTY} onValid={() => undefined} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-required')).toBe('true');
    const described = name.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual(['As on your ID']);
    expect(screen.getByRole('group', { name: 'Plan' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Spotlight' })).toHaveProperty('required', false);
    const spotlight = screen.getByRole('radio', { name: 'Spotlight' }).getAttribute('aria-describedby')!;
    expect(document.getElementById(spotlight)?.textContent).toBe('30 days');
    expect(screen.getByRole('switch', { name: 'Newsletter' }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('shows the schema message under each wrong field and links it to the control', async () => {
    const onValid = vi.fn();
    render(<ProfileForm defaults={EMPTY} onValid={onValid} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Bio' }), { target: { value: 'x'.repeat(21) } });
    await save();
    expect(onValid).not.toHaveBeenCalled();
    const messages: [string, string][] = [
      ['Name', 'Name is too short'],
      ['Bio', 'Bio is too long'],
      ['Rooms', 'Rooms must be a number'],
      ['Email', 'Enter a valid email'],
      ['Day', 'Pick a day'],
      ['Time', 'Pick a time'],
      ['Starts', 'Pick a start'],
      ['City', 'Choose a city'],
    ];
    for (const [label, message] of messages) {
      const control = screen.getByLabelText(new RegExp(`^${label}`));
      expect(control.getAttribute('aria-invalid'), label).toBe('true');
      const ids = control.getAttribute('aria-describedby')!.split(' ');
      expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    }
    expect(screen.getByRole('textbox', { name: 'Phone' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('group', { name: 'Amenities' })).getByRole('alert').textContent).toBe(
      'Choose at least one',
    );
    expect(screen.getByRole('group', { name: 'Plan' }).textContent).toContain('Choose a plan');
    expect(screen.getByText('Add one picture')).toBeTruthy();
  });

  it('hands the typed and picked values to the submit handler', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const onValid = vi.fn();
    render(<ProfileForm defaults={EMPTY} onValid={onValid} />);
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
    type('Name', 'Emma');
    type('Rooms', '4');
    type('Phone', '0479 31-86 52');
    type('Email', 'emma@example.be');
    type('Day', '2026-12-01');
    type('Time', '09:15');
    type('Starts', '2026-12-01T09:15');
    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: 'ghent' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lift' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Garden' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Basic' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Newsletter' }));
    const picture = new File(['x'], 'garden.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Picture'), { target: { files: [picture] } });
    expect(document.querySelector('img[src="blob:x"]')).toBeTruthy();
    await save();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]![0]).toMatchObject({
      name: 'Emma',
      rooms: 4,
      phone: '0479318652',
      email: 'emma@example.be',
      day: '2026-12-01',
      at: '09:15',
      startsAt: '2026-12-01T09:15',
      city: 'ghent',
      amenities: ['garden', 'lift'],
      plan: 'basic',
      newsletter: true,
      picture: [picture],
    });
  });

  it('counts the characters of a textarea as they are typed', () => {
    render(<ProfileForm defaults={EMPTY} onValid={() => undefined} />);
    expect(screen.getByText('0 of 20 characters')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Bio' }), { target: { value: 'Twelve chars' } });
    expect(screen.getByText('12 of 20 characters')).toBeTruthy();
  });

  it('takes a picked file off again', () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    render(<ProfileForm defaults={FILLED} onValid={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove front.png' }));
    expect(screen.queryByText('front.png')).toBeNull();
  });
});

const ZBid = z.object({ amount: z.number({ error: 'Bid must be a number' }).positive('Bid must be more than 0') });
type BidForm = { amount: number | null };

function MoneyForm({
  onValid,
  initial = null,
}: {
  onValid: (body: z.output<typeof ZBid>) => void;
  initial?: number | null;
}) {
  const { control, handleSubmit } = useForm<BidForm, unknown, z.output<typeof ZBid>>({
    resolver: requestResolver(ZBid, (values: BidForm) => ({ amount: centsToEuros(values.amount) })),
    defaultValues: { amount: initial },
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <Controller
        control={control}
        name="amount"
        render={({ field, fieldState }) => (
          <MoneyField {...field} label="Your bid" help="At least €100" error={fieldState.error?.message} />
        )}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('MoneyField', () => {
  i18next.addResourceBundle('nl', 'common', { dialog: { cancel: 'Annuleren' } });
  i18next.addResourceBundle('el', 'common', { dialog: { cancel: 'Ακύρωση' } });
  afterEach(() => act(() => void i18next.changeLanguage('en')));

  it('shows the cents of the form as euros in the language and sends euros to the schema', async () => {
    const onValid = vi.fn();
    render(<MoneyForm onValid={onValid} initial={20_000_050} />);
    const input = screen.getByRole('textbox', { name: 'Your bid' });
    expect(input).toHaveProperty('value', '200,000.50');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '215000' } });
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '215,000');
    await save();
    expect(onValid.mock.calls[0]![0]).toEqual({ amount: 215_000 });
  });

  it('writes and reads Dutch and Greek amounts with a decimal comma', async () => {
    await act(async () => void (await i18next.changeLanguage('nl')));
    const onValid = vi.fn();
    render(<MoneyForm onValid={onValid} initial={123_456} />);
    const input = screen.getByRole('textbox', { name: 'Your bid' });
    expect(input).toHaveProperty('value', '1.234,56');
    await act(async () => void (await i18next.changeLanguage('el')));
    expect(input).toHaveProperty('value', '1.234,56');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '250.000,5' } });
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '250.000,50');
    await save();
    expect(onValid.mock.calls[0]![0]).toEqual({ amount: 250_000.5 });
  });

  it('keeps what is not an amount on screen and shows the schema message', async () => {
    const onValid = vi.fn();
    render(<MoneyForm onValid={onValid} />);
    const input = screen.getByRole('textbox', { name: 'Your bid' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'a lot' } });
    fireEvent.blur(input);
    await save();
    expect(onValid).not.toHaveBeenCalled();
    expect(input).toHaveProperty('value', 'a lot');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Bid must be a number',
      'At least €100',
    ]);
  });
});

describe('fields after the form is reset', () => {
  function Resettable() {
    const { register, control, reset } = useForm<{ bio: string; price: number | null }>({
      defaultValues: { bio: '', price: null },
    });
    return (
      <form>
        <TextareaField label="Bio" maxLength={20} {...register('bio')} />
        <Controller control={control} name="price" render={({ field }) => <MoneyField {...field} label="Price" />} />
        <button type="button" onClick={() => reset({ bio: '', price: null })}>
          Another
        </button>
      </form>
    );
  }

  it('empties the money box and counts the emptied textarea again', async () => {
    render(<Resettable />);
    const price = screen.getByRole('textbox', { name: 'Price' });
    fireEvent.focus(price);
    fireEvent.change(price, { target: { value: '385000' } });
    fireEvent.blur(price);
    fireEvent.change(screen.getByRole('textbox', { name: 'Bio' }), { target: { value: 'Hello' } });
    expect(screen.getByText('5 of 20 characters')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Another' })));
    expect(price).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveProperty('value', '');
    expect(screen.getByText('0 of 20 characters')).toBeTruthy();
  });
});

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AMENITIES, CATEGORIES } from '@immora/shared/listing';
import { DateField, DateTimeField, TimeField } from '../../../components/form/date-fields.tsx';
import { EmailField } from '../../../components/form/email-field.tsx';
import { FileField } from '../../../components/form/file-field.tsx';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { MultiSelectField } from '../../../components/form/multi-select-field.tsx';
import { NumberField } from '../../../components/form/number-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { RadioCardsField } from '../../../components/form/radio-cards-field.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SwitchField } from '../../../components/form/switch-field.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import './kit-section.css';

const STATES = ['empty', 'filled', 'error', 'disabled'] as const;
type State = (typeof STATES)[number];
/** What every sample gets for its state: shown value or not, message, disabled. */
type Sample = { filled: boolean; error: string | undefined; disabled: boolean };

const noop = () => undefined;
const PLAN = [new File(['%PDF'], 'floor-plan.pdf', { type: 'application/pdf' })];

/** The kit's form fields (components/form), each kind in its four states, for the /dev/kit page. */
export default function FieldsSection() {
  const { t } = useTranslation();
  const sample = (state: State): Sample => ({
    filled: state === 'filled' || state === 'disabled',
    error: state === 'error' ? t('addProperty.errors.missing') : undefined,
    disabled: state === 'disabled',
  });
  const text = (value: string) => (s: Sample) => (s.filled ? value : '');
  const common = (s: Sample) => ({ onChange: noop, error: s.error, disabled: s.disabled });
  const kinds: [string, (s: Sample) => ReactNode][] = [
    [
      'text',
      (s) => (
        <TextField
          label={t('addProperty.fields.title')}
          required
          help={t('addProperty.help.title')}
          value={text('Loft by the Scheldt')(s)}
          {...common(s)}
        />
      ),
    ],
    [
      'textarea',
      (s) => (
        <TextareaField
          label={t('addProperty.fields.description')}
          maxLength={5000}
          value={text('A bright loft with a terrace.')(s)}
          {...common(s)}
        />
      ),
    ],
    [
      'number',
      (s) => <NumberField label={t('addProperty.fields.area')} unit="m²" value={text('145')(s)} {...common(s)} />,
    ],
    [
      'money',
      (s) => (
        <MoneyField
          label={t('addProperty.fields.price')}
          required
          value={s.filled ? 46_500_050 : null}
          {...common(s)}
        />
      ),
    ],
    ['phone', (s) => <PhoneField label={t('auth.fields.phone')} value={text('0472918365')(s)} {...common(s)} />],
    ['email', (s) => <EmailField label={t('auth.fields.email')} value={text('emma@example.be')(s)} {...common(s)} />],
    ['date', (s) => <DateField label={t('devKitForms.day')} value={text('2026-12-01')(s)} {...common(s)} />],
    ['time', (s) => <TimeField label={t('devKitForms.time')} value={text('14:30')(s)} {...common(s)} />],
    [
      'dateTime',
      (s) => <DateTimeField label={t('auction.create.startsAt')} value={text('2026-12-01T14:30')(s)} {...common(s)} />,
    ],
    [
      'select',
      (s) => (
        <SelectField
          label={t('addProperty.fields.category')}
          placeholder={t('addProperty.choose')}
          options={CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          value={text('houses')(s)}
          {...common(s)}
        />
      ),
    ],
    [
      'multiSelect',
      (s) => (
        <MultiSelectField
          name={`amenities-${String(s.error)}-${s.disabled}`}
          label={t('addProperty.fields.amenities')}
          options={AMENITIES.slice(0, 4).map((a) => ({ value: a, label: t(`property.amenity.${a}`) }))}
          value={s.filled ? AMENITIES.slice(0, 2) : []}
          onChange={noop}
          error={s.error}
        />
      ),
    ],
    [
      'radioCards',
      (s) => (
        <RadioCardsField
          name={`type-${String(s.error)}-${s.disabled}-${s.filled}`}
          label={t('advertise.form.fields.type')}
          options={(['rent', 'sale'] as const).map((v) => ({
            value: v,
            label: t(`listingTypes.${v}`),
            disabled: s.disabled,
          }))}
          value={s.filled ? 'sale' : ''}
          onChange={noop}
          error={s.error}
        />
      ),
    ],
    [
      'switch',
      (s) => (
        <SwitchField
          label={t('addProperty.fields.availableNow')}
          help={t('addProperty.help.availableNow')}
          checked={s.filled}
          onChange={noop}
          disabled={s.disabled}
        />
      ),
    ],
    [
      'file',
      (s) => (
        <FileField
          label={t('devKitForms.document')}
          accept="application/pdf,image/*"
          value={s.filled ? PLAN : []}
          {...common(s)}
        />
      ),
    ],
  ];
  return (
    <section className="stack kit-section" aria-labelledby="kit-fields">
      <h2 id="kit-fields" className="kit-section__title">
        {t('devKitForms.fields')}
      </h2>
      {kinds.map(([kind, draw]) => (
        <div key={kind} className="stack kit-section__row" data-testid={`kit-field-${kind}`}>
          <h3 className="kit-section__kind">{t(`devKitForms.kinds.${kind}`)}</h3>
          <div className="kit-section__states">
            {STATES.map((state) => (
              <div key={state} className="kit-section__state">
                <p className="kit-section__label">{t(`devKitForms.states.${state}`)}</p>
                {draw(sample(state))}
              </div>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}

import { Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeocodeResult } from '@immora/shared/listing-form';
import { CityOptions } from '../../../components/city-options.tsx';
import { Icon } from '../../../components/icon.tsx';
import { matchCity } from '../../../lib/city-match.ts';
import { useCities } from '../../../lib/get-cities.ts';
import { geocodeAddress, reverseGeocode } from '../../../lib/geocode.ts';
import { regionOf } from '../utils/form-values.ts';
import type { FormValues } from '../utils/form-values.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { useErrorText } from '../utils/use-error-text.ts';
import type { StepProps } from './step-props.ts';

const LocationMap = lazy(() => import('./location-map.tsx'));

type TextName = 'address' | 'postalCode' | 'city' | 'latitude' | 'longitude';

const round = (n: number) => String(Math.round(n * 1e6) / 1e6);
const toCoordinate = (value: string) => {
  const n = Number(value.trim().replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(n) ? n : null;
};

/** The address fields a geocoder answer fills: all of them on "Find on map", only the empty ones from the pin. */
function fill(values: FormValues, place: GeocodeResult, onlyEmpty: boolean): Partial<FormValues> {
  const patch: Partial<FormValues> = {};
  const set = (field: 'address' | 'postalCode' | 'city', value: string | null) => {
    if (value && (!onlyEmpty || values[field].trim() === '')) patch[field] = value;
  };
  set('address', place.address);
  set('postalCode', place.postalCode);
  set('city', place.city);
  return patch;
}

/** Step 2: address and pin, kept in step by the geocoder; coordinates can always be typed. */
export function LocationStep({ values, errors, onChange }: StepProps) {
  const { t } = useTranslation();
  const error = useErrorText();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const id = useId();
  const cities = useCities().data ?? [];
  const region = regionOf(values);
  const latitude = toCoordinate(values.latitude);
  const longitude = toCoordinate(values.longitude);

  const find = async () => {
    const query = [values.address, [values.postalCode, values.city].filter(Boolean).join(' '), 'Belgium']
      .map((s) => s.trim())
      .filter(Boolean)
      .join(', ');
    if (!values.address.trim() && !values.city.trim() && !values.postalCode.trim()) {
      setNotice({ kind: 'info', text: t('addProperty.location.typeFirst') });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const [best] = await geocodeAddress(query);
      if (!best) {
        setNotice({ kind: 'info', text: t('addProperty.location.noMatch') });
        return;
      }
      onChange({ ...fill(values, best, true), latitude: round(best.latitude), longitude: round(best.longitude) });
      setNotice({ kind: 'info', text: t('addProperty.location.found', { label: best.label }) });
    } catch {
      setNotice({ kind: 'error', text: t('addProperty.location.geocodeError') });
    } finally {
      setBusy(false);
    }
  };

  /**
   * The city field takes a postal code too (decision 082): a suggestion picked ('1050 Ixelles') or,
   * on leaving the field, a code alone ('9000') becomes the municipality and its postal code.
   */
  const cityTyped = (value: string, leaving: boolean) => {
    const match = /^\d{4}/.test(value.trim()) ? matchCity(cities, value) : undefined;
    const picked = match && `${match.postalCode} ${match.city.name}`.toLowerCase() === value.trim().toLowerCase();
    if (match && (picked || leaving)) onChange({ city: match.city.name, postalCode: match.postalCode ?? '' });
    else if (!leaving) onChange({ city: value });
  };
  /** A known postal code typed with the city still empty fills the city. */
  const postalCodeLeft = () => {
    const match = values.city.trim() === '' ? matchCity(cities, values.postalCode) : undefined;
    if (match?.postalCode) onChange({ city: match.city.name });
  };

  const onPick = async (lat: number, lng: number) => {
    onChange({ latitude: round(lat), longitude: round(lng) });
    setNotice(null);
    try {
      const place = await reverseGeocode(lat, lng);
      onChange({ ...fill(values, place, true), latitude: round(lat), longitude: round(lng) });
    } catch {
      setNotice({ kind: 'error', text: t('addProperty.location.geocodeError') });
    }
  };

  const input = (
    name: TextName,
    opts: {
      autoComplete?: string;
      inputMode?: 'numeric' | 'decimal';
      help?: string;
      list?: string;
      onChange?: (value: string) => void;
      onBlur?: () => void;
    } = {},
  ) => (
    <TextField
      name={name}
      label={t(`addProperty.fields.${name}`)}
      required
      error={error(errors[name])}
      help={opts.help}
      autoComplete={opts.autoComplete ?? 'off'}
      inputMode={opts.inputMode}
      list={opts.list}
      value={values[name]}
      onChange={(e) => (opts.onChange ? opts.onChange(e.target.value) : onChange({ [name]: e.target.value }))}
      onBlur={opts.onBlur}
    />
  );

  return (
    <div className="stack wizard-step">
      <section className="card stack wizard-card" aria-labelledby="wizard-address">
        <div className="split wizard-card__head">
          <h2 id="wizard-address" className="row wizard-card__title">
            {t('addProperty.sections.address')}
          </h2>
          <span className={`row-inline region-badge${region ? ` region-badge--${region}` : ''}`} aria-live="polite">
            <Icon name="pin" size={14} />
            {region ? t(`addProperty.regions.${region}`) : t('addProperty.regions.unknown')}
          </span>
        </div>
        {input('address', { autoComplete: 'street-address', help: t('addProperty.help.address') })}
        <div className="wizard-grid-3">
          {input('postalCode', { autoComplete: 'postal-code', inputMode: 'numeric', onBlur: postalCodeLeft })}
          {input('city', {
            autoComplete: 'address-level2',
            help: t('addProperty.help.city'),
            list: `${id}-cities`,
            onChange: (value) => cityTyped(value, false),
            onBlur: () => cityTyped(values.city, true),
          })}
          <CityOptions id={`${id}-cities`} />
          <TextField name="country" label={t('addProperty.fields.country')} value={t('addProperty.belgium')} readOnly />
        </div>
        <div className="cluster wizard-inline">
          <button type="button" className="btn btn--dark" onClick={() => void find()} disabled={busy} aria-busy={busy}>
            <Icon name="search" size={16} />
            {busy ? t('addProperty.location.finding') : t('addProperty.location.find')}
          </button>
          {notice && (
            <p
              className={`wizard-notice wizard-notice--${notice.kind}`}
              role={notice.kind === 'error' ? 'alert' : 'status'}
            >
              {notice.text}
            </p>
          )}
        </div>
      </section>

      <section className="card stack wizard-card" aria-labelledby="wizard-map">
        <h2 id="wizard-map" className="row wizard-card__title">
          {t('addProperty.sections.map')}
        </h2>
        <p className="wizard-card__lead">{t('addProperty.location.mapHelp')}</p>
        <Suspense fallback={<div className="mini-map location-map skeleton" aria-hidden="true" />}>
          <LocationMap latitude={latitude} longitude={longitude} onPick={(lat, lng) => void onPick(lat, lng)} />
        </Suspense>
        <div className="form__row">
          {input('latitude', { inputMode: 'decimal' })}
          {input('longitude', { inputMode: 'decimal' })}
        </div>
      </section>
    </div>
  );
}

import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_RECIPIENTS, type TEmailRecipient } from '@immora/shared/emails';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { useEmailRecipients } from '../api/email-recipients.ts';
import { recipientKey } from '../utils/recipient-key.ts';

const PAGE_SIZE = 8;

type Props = {
  selected: TEmailRecipient[];
  onChange: (selected: TEmailRecipient[]) => void;
  error?: string | undefined;
};

/** Who the e-mail goes to: search across the sources (leads, customers), tick several, shown as removable chips. */
export function RecipientPicker({ selected, onChange, error }: Props) {
  const { t } = useTranslation('emails');
  const id = useId();
  const [text, setText] = useState('');
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const q = useDeferredValue(text.trim());
  const query = useEmailRecipients({ q: q || undefined, kind: kind || undefined, page, pageSize: PAGE_SIZE });
  const chosen = new Set(selected.map(recipientKey));
  const full = selected.length >= EMAIL_MAX_RECIPIENTS;

  const toggle = (recipient: TEmailRecipient, on: boolean) =>
    onChange(on ? [...selected, recipient] : selected.filter((r) => recipientKey(r) !== recipientKey(recipient)));
  const items = query.data?.items ?? [];
  const pages = Math.ceil((query.data?.total ?? 0) / PAGE_SIZE);

  return (
    <fieldset className="stack recipient-picker" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label" data-required>
        {t('compose.recipients')}
      </legend>
      {selected.length > 0 ? (
        <ul className="cluster filter-chips" aria-label={t('compose.chosen', { count: selected.length })}>
          {selected.map((r) => (
            <li key={recipientKey(r)} className="row-inline filter-chip" data-testid="recipient-chip">
              {r.name}
              <button type="button" aria-label={t('compose.remove', { name: r.name })} onClick={() => toggle(r, false)}>
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="note">{t('compose.noneChosen')}</p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="recipient-picker__search">
        <TextField
          label={t('compose.search')}
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label={t('compose.kind')}
          value={kind}
          options={[
            { value: '', label: t('kinds.all') },
            { value: 'lead', label: t('kinds.lead') },
            { value: 'customer', label: t('kinds.customer') },
            { value: 'contact', label: t('kinds.contact') },
          ]}
          onChange={(event) => {
            setKind(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {query.isError ? (
        <p className="notice notice--error">{t('compose.recipientsFailed')}</p>
      ) : query.data && items.length === 0 ? (
        <p className="note">{q || kind ? t('compose.noMatch') : t('compose.noRecipients')}</p>
      ) : (
        <ul className="stack recipient-list" aria-busy={query.isFetching || undefined}>
          {items.map((r) => {
            const on = chosen.has(recipientKey(r));
            return (
              <li key={recipientKey(r)}>
                <label className="recipient-option" data-testid="recipient-option">
                  {/* A person who asked this sender to stop (decision 062) cannot be chosen. */}
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={(!on && full) || (!on && r.stopped)}
                    onChange={(event) => toggle(r, event.target.checked)}
                  />
                  <span className="stack recipient-option__text">
                    <strong>{r.name}</strong>
                    <span className="note">
                      {r.email}
                      {r.propertyTitle ? ` · ${r.propertyTitle}` : ''}
                    </span>
                  </span>
                  {r.stopped ? (
                    <span className="status-badge status-badge--muted">{t('compose.stopped')}</span>
                  ) : (
                    <span className="status-badge status-badge--info">
                      {t(`kinds.${r.kind}`, { defaultValue: r.kind })}
                    </span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} pages={pages} onChange={setPage} />
    </fieldset>
  );
}

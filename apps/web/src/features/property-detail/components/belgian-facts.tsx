import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { FACT_GROUPS, FACTS_WITH_UNITS, energyClass } from '../utils/facts.ts';

type Facts = Record<string, string | number | boolean>;

/** Energy certificate, flood risk, planning, cadastral income and asbestos (as present). */
export function BelgianFacts({ facts }: { facts: Facts }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const groups = FACT_GROUPS.map((g) => ({ ...g, present: g.facts.filter((f) => facts[f] !== undefined) })).filter(
    (g) => g.present.length > 0,
  );
  if (groups.length === 0) return null;

  const show = (key: string, value: string | number | boolean) => {
    if (typeof value === 'boolean') return t(value ? 'property.facts.yes' : 'property.facts.no');
    if (key === 'cadastralIncome') return formatEuro(Number(value), language);
    if (key.startsWith('floodRisk'))
      return t(`property.facts.floodScore.${String(value)}`, { defaultValue: String(value) });
    return FACTS_WITH_UNITS.has(key) ? `${String(value)} ${t(`property.facts.units.${key}`)}` : String(value);
  };

  return (
    <div className="be-facts">
      {groups.map((group) => (
        <section key={group.key} className="be-facts__group">
          <h3 className="row be-facts__title">
            <Icon name={group.icon} size={18} />
            {t(`property.facts.groups.${group.key}`)}
          </h3>
          <dl className="be-facts__list">
            {group.present.map((key) => {
              const value = facts[key]!;
              const letter = typeof value === 'string' ? energyClass(value) : null;
              const isLabel = letter && /Label|Class/.test(key);
              return (
                <div key={key} className="be-facts__row">
                  <dt>{t(`property.facts.names.${key}`)}</dt>
                  <dd>
                    {isLabel ? (
                      <span className={`energy-label energy-label--${letter.toLowerCase()}`}>{String(value)}</span>
                    ) : (
                      show(key, value)
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}

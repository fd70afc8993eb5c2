import { useId } from '../../ids';
import { DISCOVERY_ENGINES, DISCOVERY_SKILL_LEVELS } from '@oyundev/domain';
import { t } from '../../i18n';

export interface Facets {
  gameEngine: string;
  skillLevel: string;
}

/**
 * The optional gameEngine and skillLevel of a topic (and of a blog post: the member blog editor can use this
 * too) as two selects; '' is "not specified". Errors are the schema's (domain `contentFacets`).
 */
export function FacetSelects({
  value,
  onChange,
  errors = {},
}: {
  value: Facets;
  onChange(changes: Partial<Facets>): void;
  errors?: Record<string, string>;
}) {
  const id = useId();
  const select = (key: keyof Facets, label: string, options: ReadonlyArray<{ value: string; label: string }>) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select
        id={`${id}-${key}`}
        className="input"
        value={value[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(e) => onChange({ [key]: e.target.value })}
      >
        <option value="">{t('discover.field.none')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errors[key] && (
        <p id={`${id}-${key}-error`} className="field-error" role="alert">
          {errors[key]}
        </p>
      )}
    </div>
  );
  return (
    <div style={{ display: 'grid', gap: '0 16px', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
      {select('gameEngine', t('discover.field.engine'), DISCOVERY_ENGINES)}
      {select('skillLevel', t('discover.field.level'), DISCOVERY_SKILL_LEVELS)}
    </div>
  );
}

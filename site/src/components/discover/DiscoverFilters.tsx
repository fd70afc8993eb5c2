import { DISCOVERY_CATEGORIES, DISCOVERY_ENGINES, DISCOVERY_SKILL_LEVELS, type Option } from '@oyundev/domain';
import type { DiscoveryQuery } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './Discover.module.css';

type ListKey = 'engines' | 'levels' | 'categories';

/** One facet as toggle buttons (aria-pressed): Tab moves between them, Space or Enter toggles. */
function ChipGroup({
  legend,
  options,
  selected,
  onToggle,
  testId,
}: {
  legend: string;
  options: readonly Option[];
  selected: readonly string[];
  onToggle(value: string): void;
  testId: string;
}) {
  return (
    <fieldset className={styles.group} data-testid={testId}>
      <legend>{legend}</legend>
      <div className={styles.chips}>
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            className={styles.chip}
            aria-pressed={selected.includes(o.value)}
            onClick={() => onToggle(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** The filter column of /discover: engine, skill level and category; every change goes into the URL. */
export function DiscoverFilters({ query, onChange }: { query: DiscoveryQuery; onChange(changes: Partial<DiscoveryQuery>): void }) {
  const toggle = (key: ListKey, value: string) => {
    const current = query[key] as string[];
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    onChange({ [key]: next } as Partial<DiscoveryQuery>);
  };
  const any = query.engines.length + query.levels.length + query.categories.length > 0;
  return (
    <aside className={styles.filters} aria-label={t('discover.filters')}>
      <ChipGroup
        legend={t('discover.filter.engine')}
        options={DISCOVERY_ENGINES}
        selected={query.engines}
        onToggle={(v) => toggle('engines', v)}
        testId="filter-engine"
      />
      <ChipGroup
        legend={t('discover.filter.level')}
        options={DISCOVERY_SKILL_LEVELS}
        selected={query.levels}
        onToggle={(v) => toggle('levels', v)}
        testId="filter-level"
      />
      <ChipGroup
        legend={t('discover.filter.category')}
        options={DISCOVERY_CATEGORIES}
        selected={query.categories}
        onToggle={(v) => toggle('categories', v)}
        testId="filter-category"
      />
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={!any}
        onClick={() => onChange({ engines: [], levels: [], categories: [] })}
      >
        {t('discover.clear')}
      </button>
    </aside>
  );
}

import { Link } from 'gatsby';
import {
  DISCOVERY_ENGINES,
  DISCOVERY_SKILL_LEVELS,
  EMPTY_DISCOVERY_QUERY,
  discoverySearchString,
  optionLabel,
  type ContentSkillLevel,
  type GameEngine,
} from '@oyundev/domain';
import { Icon } from '../common/Icon';
import { t } from '../../i18n';
import * as styles from './FacetChips.module.css';

/** /discover filtered by one engine or one level (the same URL form the discovery filters write). */
export const engineHref = (engine: GameEngine) => `/discover${discoverySearchString({ ...EMPTY_DISCOVERY_QUERY, engines: [engine] })}`;
export const levelHref = (level: ContentSkillLevel) => `/discover${discoverySearchString({ ...EMPTY_DISCOVERY_QUERY, levels: [level] })}`;

/** A topic's or post's engine and skill level as chips into /discover; nothing when its author set neither. */
export function FacetChips({ gameEngine, skillLevel }: { gameEngine?: GameEngine | null; skillLevel?: ContentSkillLevel | null }) {
  if (!gameEngine && !skillLevel) return null;
  const engine = gameEngine ? optionLabel(DISCOVERY_ENGINES, gameEngine) : null;
  const level = skillLevel ? optionLabel(DISCOVERY_SKILL_LEVELS, skillLevel) : null;
  return (
    <ul className={styles.chips} aria-label={t('facets.label')} data-testid="content-facets">
      {gameEngine && engine && (
        <li>
          <Link to={engineHref(gameEngine)} className={styles.chip} title={t('facets.engineTitle', { engine })}>
            <Icon name="gamepad" size={14} />
            {engine}
          </Link>
        </li>
      )}
      {skillLevel && level && (
        <li>
          <Link to={levelHref(skillLevel)} className={styles.chip} title={t('facets.levelTitle', { level })}>
            <Icon name="star" size={14} />
            {level}
          </Link>
        </li>
      )}
    </ul>
  );
}

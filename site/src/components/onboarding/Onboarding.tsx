import '../../i18n-account';
import React, { useEffect, useRef, useState } from 'react';
import { useId } from '../../ids';
import {
  ACTIVITY_POINTS,
  DISCOVERY_SKILL_LEVELS,
  ENGINE_OPTIONS,
  LEVELS,
  ONBOARDING_STEPS,
  SPECIALTY_OPTIONS,
  WELCOME_BADGE,
  type ContentSkillLevel,
} from '@oyundev/domain';
import { Icon, type IconName } from '../common/Icon';
import { OptionChips } from '../settings/OptionChips';
import { useFinishOnboarding } from '../../api-client/account';
import { t, type MessageKey } from '../../i18n';
import * as styles from './Onboarding.module.css';
import * as settingsStyles from '../settings/Settings.module.css';

const FEATURES = [
  { icon: 'message', title: 'onboarding.features.forum', body: 'onboarding.features.forumBody' },
  { icon: 'book', title: 'onboarding.features.blog', body: 'onboarding.features.blogBody' },
  { icon: 'users', title: 'onboarding.features.network', body: 'onboarding.features.networkBody' },
  { icon: 'star', title: 'onboarding.features.career', body: 'onboarding.features.careerBody' },
] as const satisfies ReadonlyArray<{ icon: IconName; title: MessageKey; body: MessageKey }>;

const TUTORIAL = [
  { icon: 'hash', title: 'onboarding.discovery.categories', body: 'onboarding.discovery.categoriesBody' },
  { icon: 'search', title: 'onboarding.discovery.search', body: 'onboarding.discovery.searchBody' },
  { icon: 'compass', title: 'onboarding.discovery.recommendations', body: 'onboarding.discovery.recommendationsBody' },
] as const satisfies ReadonlyArray<{ icon: IconName; title: MessageKey; body: MessageKey }>;

const LAST = ONBOARDING_STEPS - 1;
const PERSONALISE = 2;
const DISCOVERY = 3;

interface OnboardingProps {
  /** 'overlay' covers the home page; 'page' is /onboarding. */
  variant: 'overlay' | 'page';
  /** Called once the flow has ended (finished or skipped), with where to go next (null: stay). */
  onDone(next: string | null): void;
}

/**
 * The six-step welcome (spec accounts §2): welcome, what you can do, personalisation, the three-part
 * discovery tutorial, reputation, done. Skip is always there; back on every step but the first and last.
 * On the way out the choices are saved only if any were made, and onboarding is marked complete even if
 * that save fails (§4).
 */
export function Onboarding({ variant, onDone }: OnboardingProps) {
  const [step, setStep] = useState(0);
  const [tip, setTip] = useState(0);
  const [gameEngines, setGameEngines] = useState<string[]>([]);
  const [specialties, setSpecialties] = useState<string[]>([]);
  const [skillLevel, setSkillLevel] = useState<ContentSkillLevel | null>(null);
  const { finish, finishing } = useFinishOnboarding();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();

  // Each step starts at its heading, for keyboard and screen-reader users alike.
  useEffect(() => {
    headingRef.current?.focus();
  }, [step, tip]);

  const end = async (next: string | null) => {
    await finish({ gameEngines, specialties, skillLevel, step });
    onDone(next);
  };
  const goNext = () => {
    setTip(0);
    setStep((s) => Math.min(s + 1, LAST));
  };
  const goBack = () => {
    setTip(0);
    setStep((s) => Math.max(s - 1, 0));
  };

  const chosen = gameEngines.length + specialties.length > 0 || skillLevel !== null;
  // On /onboarding the step title is the page's heading; over the home page it sits below the page's own.
  const Title = variant === 'page' ? 'h1' : 'h2';
  const Sub = variant === 'page' ? 'h2' : 'h3';
  const heading = (key: MessageKey) => (
    <Title id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.title}>
      {t(key)}
    </Title>
  );

  let body: React.ReactNode;
  let primary: React.ReactNode;
  switch (step) {
    case 0:
      body = (
        <div className={styles.center}>
          <span className={styles.hero} aria-hidden="true">
            <Icon name="gamepad" size={40} />
          </span>
          {heading('onboarding.welcome.title')}
          <p className={styles.lead}>{t('onboarding.welcome.body')}</p>
        </div>
      );
      primary = (
        <button type="button" className="btn btn-primary" onClick={goNext}>
          {t('onboarding.welcome.start')}
        </button>
      );
      break;
    case 1:
      body = (
        <>
          {heading('onboarding.features.title')}
          <p className={styles.lead}>{t('onboarding.features.body')}</p>
          <ul className={styles.cards}>
            {FEATURES.map((feature) => (
              <li key={feature.title} className={styles.card}>
                <span className={styles.cardIcon} aria-hidden="true">
                  <Icon name={feature.icon} size={20} />
                </span>
                <Sub>{t(feature.title)}</Sub>
                <p>{t(feature.body)}</p>
              </li>
            ))}
          </ul>
        </>
      );
      primary = <NextButton onClick={goNext} />;
      break;
    case PERSONALISE:
      body = (
        <>
          {heading('onboarding.personalize.title')}
          <p className={styles.lead}>{t('onboarding.personalize.body')}</p>
          <section className={styles.choice} aria-labelledby={`${id}-engines`}>
            <Sub id={`${id}-engines`}>{t('onboarding.personalize.engines')}</Sub>
            <OptionChips labelledBy={`${id}-engines`} options={ENGINE_OPTIONS} selected={gameEngines} onChange={setGameEngines} />
          </section>
          <section className={styles.choice} aria-labelledby={`${id}-specialties`}>
            <Sub id={`${id}-specialties`}>{t('onboarding.personalize.specialties')}</Sub>
            <OptionChips labelledBy={`${id}-specialties`} options={SPECIALTY_OPTIONS} selected={specialties} onChange={setSpecialties} />
          </section>
          <section className={styles.choice} aria-labelledby={`${id}-experience`}>
            <Sub id={`${id}-experience`}>{t('onboarding.personalize.experience')}</Sub>
            <LevelChoice labelledBy={`${id}-experience`} value={skillLevel} onChange={setSkillLevel} />
          </section>
        </>
      );
      primary = (
        <button type="button" className="btn btn-primary" onClick={goNext} disabled={!chosen}>
          {chosen ? t('onboarding.next') : t('onboarding.personalize.selectAtLeastOne')}
          {chosen && <Icon name="chevronRight" size={16} />}
        </button>
      );
      break;
    case DISCOVERY: {
      const current = TUTORIAL[tip];
      const lastTip = tip === TUTORIAL.length - 1;
      body = (
        <>
          {heading('onboarding.discovery.title')}
          <p className={styles.tipCounter}>{t('onboarding.discovery.tipCounter', { n: tip + 1, total: TUTORIAL.length })}</p>
          <div className={styles.tip} aria-live="polite">
            <span className={styles.cardIcon} aria-hidden="true">
              <Icon name={current.icon} size={22} />
            </span>
            <Sub>{t(current.title)}</Sub>
            <p>{t(current.body)}</p>
          </div>
          <ol className={styles.dots} aria-hidden="true">
            {TUTORIAL.map((item, i) => (
              <li key={item.title} className={i === tip ? styles.dotOn : undefined} />
            ))}
          </ol>
        </>
      );
      primary = (
        <button type="button" className="btn btn-primary" onClick={() => (lastTip ? goNext() : setTip((i) => i + 1))}>
          {lastTip ? t('onboarding.discovery.gotIt') : t('onboarding.next')}
          {!lastTip && <Icon name="chevronRight" size={16} />}
        </button>
      );
      break;
    }
    case 4:
      body = (
        <>
          {heading('onboarding.reputation.title')}
          <p className={styles.lead}>{t('onboarding.reputation.body')}</p>
          <ul className={styles.cards}>
            <li className={styles.card}>
              <span className={styles.cardIcon} aria-hidden="true">
                <Icon name="star" size={20} />
              </span>
              <Sub>{t('onboarding.reputation.earnPoints')}</Sub>
              <p>
                {t('onboarding.reputation.earnPointsBody', {
                  topic: String(ACTIVITY_POINTS.topic_created),
                  reply: String(ACTIVITY_POINTS.reply_created),
                  solution: String(ACTIVITY_POINTS.solution_accepted),
                })}
              </p>
            </li>
            <li className={styles.card}>
              <span className={styles.cardIcon} aria-hidden="true">
                <Icon name="crown" size={20} />
              </span>
              <Sub>{t('onboarding.reputation.collectBadges')}</Sub>
              <p>{t('onboarding.reputation.collectBadgesBody', { badge: WELCOME_BADGE.name })}</p>
            </li>
            <li className={styles.card}>
              <span className={styles.cardIcon} aria-hidden="true">
                <Icon name="arrowUp" size={20} />
              </span>
              <Sub>{t('onboarding.reputation.levelUp')}</Sub>
              <p>{t('onboarding.reputation.levelUpBody', { first: LEVELS[0].name, last: LEVELS[LEVELS.length - 1].name })}</p>
            </li>
          </ul>
        </>
      );
      primary = <NextButton onClick={goNext} />;
      break;
    default:
      body = (
        <div className={styles.center}>
          <span className={`${styles.hero} ${styles.heroDone}`} aria-hidden="true">
            <Icon name="check" size={40} />
          </span>
          {heading('onboarding.done.title')}
          <p className={styles.lead}>{t('onboarding.done.body')}</p>
          <div className={styles.nextActions}>
            <button type="button" className="btn btn-outline" onClick={() => void end('/forum')} disabled={finishing}>
              <Icon name="message" size={16} />
              {t('onboarding.done.forum')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => void end('/blog')} disabled={finishing}>
              <Icon name="book" size={16} />
              {t('onboarding.done.blog')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => void end('/ayarlar')} disabled={finishing}>
              <Icon name="user" size={16} />
              {t('onboarding.done.profile')}
            </button>
          </div>
        </div>
      );
      primary = (
        <button type="button" className="btn btn-primary" onClick={() => void end('/')} disabled={finishing}>
          {finishing ? t('common.saving') : t('onboarding.finish')}
        </button>
      );
  }

  // Over the home page, Tab cycles inside the dialog instead of wandering into the page it covers.
  const panelRef = useRef<HTMLElement>(null);
  const keepFocusInside = (event: React.KeyboardEvent) => {
    if (variant !== 'overlay' || event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], [tabindex="0"]')];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === headingRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const showBack = step > 0 && step < LAST;
  const progress = ((step + 1) / ONBOARDING_STEPS) * 100;
  return (
    <div
      className={variant === 'overlay' ? styles.overlay : styles.pageWrap}
      role={variant === 'overlay' ? 'dialog' : undefined}
      aria-modal={variant === 'overlay' ? true : undefined}
      aria-labelledby={`${id}-title`}
    >
      <section ref={panelRef} className={styles.panel} aria-labelledby={`${id}-title`} onKeyDown={keepFocusInside}>
        <header className={styles.top}>
          <p className={styles.counter}>{t('onboarding.progress', { n: step + 1, total: ONBOARDING_STEPS })}</p>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => void end(variant === 'page' ? '/' : null)}
            disabled={finishing}
          >
            {t('onboarding.skip')}
          </button>
        </header>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('onboarding.progressLabel')}
          aria-valuemin={1}
          aria-valuemax={ONBOARDING_STEPS}
          aria-valuenow={step + 1}
          aria-valuetext={t('onboarding.progress', { n: step + 1, total: ONBOARDING_STEPS })}
        >
          <span style={{ width: `${progress}%` }} />
        </div>
        <div className={styles.body}>{body}</div>
        <footer className={styles.actions}>
          {showBack ? (
            <button type="button" className="btn btn-ghost" onClick={goBack}>
              <Icon name="chevronLeft" size={16} />
              {t('onboarding.back')}
            </button>
          ) : (
            <span />
          )}
          {primary}
        </footer>
      </section>
    </div>
  );
}

function NextButton({ onClick }: { onClick(): void }) {
  return (
    <button type="button" className="btn btn-primary" onClick={onClick}>
      {t('onboarding.next')}
      <Icon name="chevronRight" size={16} />
    </button>
  );
}

/**
 * The experience question: one level, as radio chips (pressing the chosen one again clears it). Radios, not
 * toggle buttons: one answer, and 'İleri' the level is not confused with 'İleri' the next step.
 */
function LevelChoice({
  labelledBy,
  value,
  onChange,
}: {
  labelledBy: string;
  value: ContentSkillLevel | null;
  onChange(next: ContentSkillLevel | null): void;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={settingsStyles.chips} data-testid="onboarding-experience">
      {DISCOVERY_SKILL_LEVELS.map((option) => {
        const on = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={on}
            className={`${settingsStyles.chip} ${on ? settingsStyles.chipOn : ''}`}
            onClick={() => onChange(on ? null : option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

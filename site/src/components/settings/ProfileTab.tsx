import React, { useState } from 'react';
import { useId } from '../../ids';
import {
  BIO_MAX,
  ENGINE_OPTIONS,
  PROGRAMMING_LANGUAGE_OPTIONS,
  SOCIAL_LINK_KEYS,
  SPECIALTY_OPTIONS,
  accountProfileSchema,
  validate,
  type SocialLinkKey,
} from '@oyundev/domain';
import { useUpdateProfile, type ProfileUpdate } from '../../api-client/account';
import type { Me } from '../../api-client/types';
import { routeServerError } from '../account/serverErrors';
import { FieldError } from '../account/PasswordInput';
import { OptionChips } from './OptionChips';
import { SettingsMessage } from './SettingsMessage';
import { useTimedMessage } from './useTimedMessage';
import { t, type MessageKey } from '../../i18n';
import * as styles from './Settings.module.css';

type Links = Record<SocialLinkKey, string>;

const SOCIAL_LABELS: Record<SocialLinkKey, MessageKey> = {
  website: 'settings.social.website',
  github: 'settings.social.github',
  linkedin: 'settings.social.linkedin',
  twitter: 'settings.social.twitter',
  discord: 'settings.social.discord',
  steam: 'settings.social.steam',
  itchio: 'settings.social.itchio',
};

function linksOf(member: Me): Links {
  return Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, member.socialLinks?.[key] ?? ''])) as Links;
}

/** Profile: username and e-mail shown read-only; bio, engines, languages, specialties and links editable. */
export function ProfileTab({ member }: { member: Me }) {
  const [bio, setBio] = useState(member.bio ?? '');
  const [gameEngines, setGameEngines] = useState<string[]>(member.gameEngines ?? []);
  const [programmingLanguages, setProgrammingLanguages] = useState<string[]>(member.programmingLanguages ?? []);
  const [specialties, setSpecialties] = useState<string[]>(member.specialties ?? []);
  const [links, setLinks] = useState<Links>(() => linksOf(member));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { message, show } = useTimedMessage();
  const id = useId();

  const save = useUpdateProfile({
    onSuccess: (answer) => {
      show('success', answer.message || t('settings.profile.success'));
    },
    onError: (error) => {
      const fields = ['bio', ...SOCIAL_LINK_KEYS.map((key) => `socialLinks.${key}`)];
      const routed = routeServerError(error, fields, t('settings.profile.failed'));
      setErrors(routed.fields as Record<string, string>);
      show('error', routed.general ?? t('settings.profile.fixErrors'));
    },
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const update = { bio, gameEngines, programmingLanguages, specialties, socialLinks: links };
    // The request's own schema: the same limits and URL rule the server applies.
    const result = validate(accountProfileSchema, update);
    if (!result.ok) {
      setErrors(result.errors);
      show('error', t('settings.profile.fixErrors'));
      return;
    }
    setErrors({});
    save.mutate(result.data as ProfileUpdate);
  };

  const overLimit = bio.length > BIO_MAX;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={save.isPending}>
      <h2 className={styles.panelTitle}>{t('settings.tab.profile')}</h2>
      <div className={styles.twoCols}>
        <div className="field">
          <label htmlFor={`${id}-username`}>{t('auth.register.usernameLabel')}</label>
          <input id={`${id}-username`} className="input" value={member.username} readOnly aria-describedby={`${id}-readonly`} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('auth.register.emailLabel')}</label>
          <input id={`${id}-email`} className="input" value={member.email} readOnly aria-describedby={`${id}-readonly`} />
        </div>
      </div>
      <p id={`${id}-readonly`} className={styles.help}>
        {t('settings.readOnlyHint')}
      </p>

      <div className="field">
        <div className={styles.labelRow}>
          <label htmlFor={`${id}-bio`}>{t('settings.bioLabel')}</label>
          <span id={`${id}-bio-count`} className={`${styles.counter} ${overLimit ? styles.counterOver : ''}`}>
            {t('settings.bioCounter', { n: bio.length, max: BIO_MAX })}
          </span>
        </div>
        <textarea
          id={`${id}-bio`}
          className={`input ${styles.textarea}`}
          rows={5}
          value={bio}
          onChange={(e) => setBio(e.target.value)}
          placeholder={t('settings.bioPlaceholder')}
          aria-invalid={errors.bio || overLimit ? true : undefined}
          aria-describedby={`${id}-bio-count ${errors.bio ? `${id}-bio-error` : ''}`}
        />
        <FieldError id={`${id}-bio`} error={errors.bio ?? (overLimit ? t('validation.bio.max') : undefined)} />
      </div>

      <section className={styles.group} aria-labelledby={`${id}-engines`}>
        <h3 id={`${id}-engines`} className={styles.groupTitle}>
          {t('settings.gameEngines')}
        </h3>
        <OptionChips labelledBy={`${id}-engines`} options={ENGINE_OPTIONS} selected={gameEngines} onChange={setGameEngines} />
      </section>
      <section className={styles.group} aria-labelledby={`${id}-languages`}>
        <h3 id={`${id}-languages`} className={styles.groupTitle}>
          {t('settings.programmingLanguages')}
        </h3>
        <OptionChips
          labelledBy={`${id}-languages`}
          options={PROGRAMMING_LANGUAGE_OPTIONS}
          selected={programmingLanguages}
          onChange={setProgrammingLanguages}
        />
      </section>
      <section className={styles.group} aria-labelledby={`${id}-specialties`}>
        <h3 id={`${id}-specialties`} className={styles.groupTitle}>
          {t('settings.specialties')}
        </h3>
        <OptionChips labelledBy={`${id}-specialties`} options={SPECIALTY_OPTIONS} selected={specialties} onChange={setSpecialties} />
      </section>

      <section className={styles.group} aria-labelledby={`${id}-social`}>
        <h3 id={`${id}-social`} className={styles.groupTitle}>
          {t('settings.socialLinks')}
        </h3>
        <div className={styles.twoCols}>
          {SOCIAL_LINK_KEYS.map((key) => {
            const error = errors[`socialLinks.${key}`];
            const fieldId = `${id}-link-${key}`;
            return (
              <div className="field" key={key}>
                <label htmlFor={fieldId}>{t(SOCIAL_LABELS[key])}</label>
                <input
                  id={fieldId}
                  className="input"
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={links[key]}
                  onChange={(e) => setLinks((current) => ({ ...current, [key]: e.target.value }))}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${fieldId}-error` : undefined}
                />
                <FieldError id={fieldId} error={error} />
              </div>
            );
          })}
        </div>
      </section>

      <div className={styles.footer}>
        <SettingsMessage message={message} />
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}

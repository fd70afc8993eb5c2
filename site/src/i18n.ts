import { MESSAGES, formatNumber } from '@oyundev/domain';
import { pendingMessages } from './i18n-pending';

const catalogue = { ...MESSAGES, ...pendingMessages };

export type MessageKey = keyof typeof catalogue;
export type MessageParams = Record<string, string | number>;

/**
 * Every Turkish text on screen goes through here. Numbers are printed as Turkish counts ('1.247'),
 * exactly like the catalogue's own `msg`.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  const template: string = catalogue[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(params, name)) return whole;
    const value = params[name];
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}

/** For keys built at runtime (e.g. from a slug): the text, or undefined when the catalogue has none. */
export function tMaybe(key: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(catalogue, key) ? (catalogue as Record<string, string>)[key] : undefined;
}

import { isMessageKey, msg, type MessageKey } from '@oyundev/domain';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

/**
 * Every text on screen comes from the shared catalogue through here. This is the catalogue's own `msg`
 * with a looser signature, so keys chosen at runtime (menu entries, sections) need no per-key typing.
 */
export const t = msg as (key: MessageKey, params?: MessageParams) => string;

/** For keys built at runtime (e.g. from a slug): the text, or undefined when the catalogue has none. */
export function tMaybe(key: string): string | undefined {
  return isMessageKey(key) ? t(key) : undefined;
}

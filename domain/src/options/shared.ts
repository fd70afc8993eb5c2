import { msg, type MessageKey } from '../messages';

export interface Option<V extends string = string> {
  readonly value: V;
  /** What a person reads. */
  readonly label: string;
}

/** Options that also carry the spec's English colour-mapping label (accounts §3). */
export interface LabelledOption<V extends string = string> extends Option<V> {
  readonly labelEn: string;
}

export type Values<T extends readonly Option[]> = T[number]['value'];

/** An option whose label is read from the catalogue when it is shown, not when its module loads. */
export function option<V extends string>(value: V, key: MessageKey): Option<V> {
  return {
    value,
    get label() {
      // A label has no placeholders; `msg` types its params per literal key, this key is any of them.
      return (msg as (key: MessageKey) => string)(key);
    },
  };
}

/** Label of `value` in `options`, or the value itself for data older than the list. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

export function optionValues<T extends readonly Option[]>(options: T): [Values<T>, ...Values<T>[]] {
  return options.map((o) => o.value) as [Values<T>, ...Values<T>[]];
}

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

/** Label of `value` in `options`, or the value itself for data older than the list. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

export function optionValues<T extends readonly Option[]>(options: T): [Values<T>, ...Values<T>[]] {
  return options.map((o) => o.value) as [Values<T>, ...Values<T>[]];
}

/** The shape of a catalogue with every leaf a string: en and ja must have every key zh has. */
export type CatalogueShape<T> = { [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]> };

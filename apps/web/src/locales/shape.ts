/** Every leaf a string: en and ja must have exactly the keys of zh (a missing or extra key is a type error). */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

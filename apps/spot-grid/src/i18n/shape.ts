/** Deep string-leaf shape of the source tree: every locale must carry exactly the same keys. */
export type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/**
 * `{ value: 'prefix.value' }` for each value: the catalogue keys of an enum's
 * labels. Callers add `satisfies Record<Enum, MessageKey>`, so a value without
 * its catalogue entry fails to compile.
 */
export function labelKeys<const P extends string, const V extends string>(
  prefix: P,
  values: readonly V[],
): { readonly [K in V]: `${P}.${K}` } {
  return Object.fromEntries(values.map((v) => [v, `${prefix}.${v}`])) as { readonly [K in V]: `${P}.${K}` };
}

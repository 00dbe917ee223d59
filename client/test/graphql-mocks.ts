/**
 * The cache reads every object's __typename, which the generated operation types leave out: a
 * mock adds it here, and the rest of the object is still checked against the generated type.
 */
export function withTypename<T extends object>(typename: string, value: T): T & { __typename: string } {
  return { __typename: typename, ...value };
}

import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The client's types come from the server's printed schema and the client's own operations
 * (client/src/**\/*.graphql): typed documents for Apollo Client 4, wrapped by small feature hooks.
 * `npm run codegen` writes them; `npm test` fails when they are stale.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  generates: {
    'client/src/graphql/generated.ts': {
      // typescript-operations 6 writes the input and enum types operations use: the `typescript`
      // plugin would write them a second time.
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        // Enums as `as const` objects: the client imports their values (lists, comparisons) and
        // their types from here, so a server change is a compile error, never a copied list.
        enumType: 'const',
        avoidOptionals: { field: true, inputValue: false },
        scalars: { DateTimeISO: 'string' },
      },
    },
  },
};

export default config;

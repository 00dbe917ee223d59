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
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        scalars: { DateTimeISO: 'string' },
      },
    },
  },
};

export default config;

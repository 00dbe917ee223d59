import { DocumentNode, execute, FormattedExecutionResult, getIntrospectionQuery, GraphQLSchema, parse, print } from 'graphql';

/**
 * The introspection documents that tools send (GraphiQL, Apollo Sandbox, graphql-codegen): every
 * combination of getIntrospectionQuery's options, printed the way an incoming document is.
 */
const OPTION_NAMES = [
  'descriptions',
  'specifiedByUrl',
  'directiveIsRepeatable',
  'schemaDescription',
  'inputValueDeprecation',
  'oneOf',
] as const;

function standardIntrospectionDocuments(): Set<string> {
  const documents = new Set<string>();
  for (let mask = 0; mask < 1 << OPTION_NAMES.length; mask += 1) {
    const options = Object.fromEntries(OPTION_NAMES.map((name, bit) => [name, (mask & (1 << bit)) !== 0]));
    documents.add(print(parse(getIntrospectionQuery(options))));
  }
  return documents;
}

/**
 * Answers the standard introspection query from memory: the schema does not change while the
 * server runs, so its description is worked out once per document instead of per request.
 */
export class IntrospectionCache {
  private readonly standard = standardIntrospectionDocuments();
  private readonly answers = new Map<string, FormattedExecutionResult>();

  constructor(private readonly schema: GraphQLSchema) {}

  /** The printed document when it is one of the standard ones, else undefined. */
  standardKey(document: DocumentNode): string | undefined {
    const printed = print(document);
    return this.standard.has(printed) ? printed : undefined;
  }

  answer(key: string, document: DocumentNode): FormattedExecutionResult {
    let answer = this.answers.get(key);
    if (!answer) {
      const result = execute({ schema: this.schema, document }) as { data?: Record<string, unknown> | null };
      answer = { data: result.data };
      this.answers.set(key, answer);
    }
    return answer;
  }
}

import { DocumentNode, Kind, visit } from 'graphql';

/** What the shape rules (depth, aliases, `__schema`) say of one operation of a document. */
export interface ShapeVerdict {
  introspection: boolean;
  refusal?: { message: string; code: string };
}

interface Verdicts {
  /** By operation name ('' for the only one). */
  shapes: Map<string, ShapeVerdict>;
  /** By operation name; only for documents whose cost cannot depend on the variables. */
  costs: Map<string, number>;
  /** `@skip(if: $x)` / `@include(if: $x)` make the cost depend on the variables. */
  costDependsOnVariables: boolean;
}

/**
 * The query limits' verdicts remembered per parsed document. Apollo keeps each distinct query's
 * parsed document in its document store and hands the same object to every request that sends
 * that query, so the depth, alias and cost walks run once per query text instead of per request.
 * Kept in a WeakMap: an entry lives only as long as Apollo keeps the document (its store is
 * bounded), so varied queries cannot grow this.
 *
 * A document's shape depends on nothing else. Its cost depends on the variables only through
 * `@skip`/`@include` (the estimators count fields, and lists at a fixed length): such documents
 * are costed on every request.
 */
export class DocumentVerdicts {
  private readonly byDocument = new WeakMap<DocumentNode, Verdicts>();

  private verdictsOf(document: DocumentNode): Verdicts {
    let verdicts = this.byDocument.get(document);
    if (!verdicts) {
      verdicts = { shapes: new Map(), costs: new Map(), costDependsOnVariables: hasVariableDirectives(document) };
      this.byDocument.set(document, verdicts);
    }
    return verdicts;
  }

  shapeOf(document: DocumentNode, operationName: string | null | undefined, check: () => ShapeVerdict): ShapeVerdict {
    const shapes = this.verdictsOf(document).shapes;
    const key = operationName ?? '';
    let shape = shapes.get(key);
    if (!shape) {
      shape = check();
      shapes.set(key, shape);
    }
    return shape;
  }

  /** The cost from memory when it cannot depend on the variables; `count` runs otherwise (and on the first request). */
  costOf(document: DocumentNode, operationName: string | null | undefined, count: () => number): number {
    const verdicts = this.verdictsOf(document);
    if (verdicts.costDependsOnVariables) return count();
    const key = operationName ?? '';
    let cost = verdicts.costs.get(key);
    if (cost === undefined) {
      cost = count();
      verdicts.costs.set(key, cost);
    }
    return cost;
  }
}

function hasVariableDirectives(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive(node) {
      if (node.arguments?.some((argument) => argument.value.kind === Kind.VARIABLE)) found = true;
    },
  });
  return found;
}

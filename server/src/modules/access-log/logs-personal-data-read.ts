import { FragmentDefinitionNode, GraphQLResolveInfo, Kind, SelectionSetNode } from 'graphql';
import { MiddlewareInterface, NextFn, ResolverData } from 'type-graphql';
import { AccessLogService, PersonalDataReader } from './access-log.service';
import { PERSONAL_DATA_READS } from './personal-data-reads';

/**
 * What the middleware reads of graphql/context.ts's GraphQLContext (named here, not imported: that
 * file imports admin-auth, whose routes import this module through rest/require-admin.ts).
 */
interface ReaderContext {
  admin?: PersonalDataReader['staff'];
  ip: string;
}

/**
 * Put on a query that reads guests' personal data (`@UseMiddleware(LogsPersonalDataRead)`): when
 * a signed-in admin's read succeeds with something to show, one row goes to the access log, in the
 * same request, before the answer. Guests (Query.booking is public) and empty answers are not logged.
 */
export class LogsPersonalDataRead implements MiddlewareInterface<ReaderContext> {
  constructor(private readonly accessLog: AccessLogService) {}

  async use({ context, info, args }: ResolverData<ReaderContext>, next: NextFn): Promise<unknown> {
    const result: unknown = await next();
    const read = PERSONAL_DATA_READS[`${info.parentType.name}.${info.fieldName}`];
    if (!context.admin || !read || result === null || result === undefined) return result;
    if (read.onlyWhenSelecting && !selectsAny(info, read.onlyWhenSelecting)) return result;
    const readId = typeof result === 'object' && 'id' in result ? result.id : undefined;
    await this.accessLog.record({ staff: context.admin, address: context.ip }, read, args, readId);
    return result;
  }
}

/** Whether the query asks, at any depth below this field (through fragments too), for one of `fields`. */
function selectsAny(info: GraphQLResolveInfo, fields: ReadonlySet<string>): boolean {
  const seen = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return fields.has(selection.name.value) || visit(selection.selectionSet);
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      const fragment: FragmentDefinitionNode | undefined = info.fragments[name];
      return visit(fragment?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}

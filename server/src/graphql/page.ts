import { ArgsType, ClassType, Field, Int, ObjectType } from 'type-graphql';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, Page, PageWindow } from '../shared/page';

/** `offset` and `limit` of an admin list; the service checks them (a bad value is BAD_USER_INPUT). */
@ArgsType()
export class PageArgs implements PageWindow {
  @Field(() => Int, { defaultValue: 0, description: 'How many rows to skip.' })
  offset: number;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_LIMIT, description: `How many rows to answer, 1 to ${MAX_PAGE_LIMIT}.` })
  limit: number;
}

/** A page type `Name { items: [T!]!, total: Int! }`. */
export function PageType<T extends object>(name: string, type: () => ClassType<T>, description: string) {
  @ObjectType(name, { description })
  class PageOf {
    @Field(() => Int, { description: 'How many rows the whole list has.' })
    total: number;
  }
  Field(() => [type()], { description: 'The rows of this page, in the list’s order.' })(PageOf.prototype, 'items');
  return PageOf as ClassType<Page<T>>;
}

/** TypeGraphQL hands an ArgsType instance; services take plain data. */
export const pageOf = ({ offset, limit }: PageArgs): PageWindow => ({ offset, limit });

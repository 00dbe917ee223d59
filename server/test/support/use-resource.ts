/**
 * Something the tests of one file or describe block share: opened before them, closed after
 * them, and tidied after each test (`afterEach`, e.g. the clock put back), so that no test
 * depends on what another left behind. The object answered stands for it once it is open; its
 * close() is not for tests to call.
 */
export function useResource<T extends object>(
  open: () => Promise<T>,
  hooks: { afterEach?: (resource: T) => void | Promise<void>; close: (resource: T) => Promise<void> },
): T {
  let resource: T | undefined;
  beforeAll(async () => {
    resource = await open();
  });
  afterEach(async () => {
    if (resource) await hooks.afterEach?.(resource);
  });
  afterAll(async () => {
    if (resource) await hooks.close(resource);
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!resource) throw new Error('It opens in beforeAll: use it inside hooks and tests');
      const value = Reflect.get(resource, key, resource) as unknown;
      return typeof value === 'function' ? value.bind(resource) : value;
    },
  });
}

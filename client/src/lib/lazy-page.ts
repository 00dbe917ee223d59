import { createElement, lazy, useState, type ComponentType } from 'react';

/** A route's page in its own chunk, which the server can render without waiting for it. */
export type LazyPage = ComponentType & { preload(): Promise<unknown> };

const serverRenderedPages = new Set<LazyPage>();

/**
 * A page as a lazy chunk that can also be rendered at once: after `preload()` (the server preloads
 * every such page before it renders one, see preloadServerRenderedPages) it renders without
 * suspending. In the browser it is React's lazy until its chunk has arrived; each mount keeps the
 * one it started with, so a page never remounts when its chunk arrives.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  const page = Object.assign(Page, { preload });
  serverRenderedPages.add(page);
  return page;
}

/** Loads the chunks of every lazyPage, so the server renders them in one pass. */
export function preloadServerRenderedPages(): Promise<unknown> {
  return Promise.all([...serverRenderedPages].map((page) => page.preload()));
}

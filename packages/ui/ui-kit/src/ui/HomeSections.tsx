import { Fragment, type ReactNode } from 'react';

/** Props of {@link HomeSections}. */
export interface HomeSectionsProps<Name extends string> {
  /** The template's section order (`<TEMPLATE>_PAGES.home.sections` in `@forecourt/template-*`). */
  order: readonly Name[];
  /** The rendered sections by name; a name left out, `null` or `false` renders nothing. */
  sections: Partial<Record<Name, ReactNode>>;
  /**
   * Sections that run edge to edge (hero, banners); every other section sits in the page
   * column (`.fc-home-section--contained`: the layout container's width, centred).
   */
  fullBleed?: readonly Name[];
}

/**
 * A home page's named sections in its template's order. A template decides what a designer
 * sees first (a used-car yard its stock, a dealer group its dealerships, a franchise its model
 * range); the app only supplies the sections. Each section is wrapped in an element carrying
 * `data-home-section` so a layout (and a test) can find it.
 */
export function HomeSections<Name extends string>({
  order,
  sections,
  fullBleed = [],
}: HomeSectionsProps<Name>) {
  return (
    <>
      {order.map((name) => {
        const node = sections[name];
        if (node === undefined || node === null || node === false) return null;
        const bleed = fullBleed.includes(name);
        return (
          <Fragment key={name}>
            <div
              className={`fc-home-section fc-home-section--${bleed ? 'full-bleed' : 'contained'}`}
              data-home-section={name}
            >
              {node}
            </div>
          </Fragment>
        );
      })}
    </>
  );
}

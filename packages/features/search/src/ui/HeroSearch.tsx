import { SEARCH_PATH } from '../results-page.ts';

export interface HeroSearchProps {
  id?: string;
  label: string;
  placeholder: string;
  button: string;
}

/** The home page's stock search box: a plain GET form to the results page (works without JS). */
export function HeroSearch({ id = 'hero-query', label, placeholder, button }: HeroSearchProps) {
  return (
    <search className="hero__search">
      <form method="get" action={SEARCH_PATH}>
        <label htmlFor={id}>{label}</label>
        <div className="hero__search-row">
          <input id={id} name="query" type="search" placeholder={placeholder} autoComplete="off" />
          <button type="submit">{button}</button>
        </div>
      </form>
    </search>
  );
}

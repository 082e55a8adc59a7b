import { SPIN_COPY } from '../copy.ts';

export interface SpinResultProps {
  prize: string;
  terms: string | null;
  /** The shopper came back after spinning: say so. */
  already?: boolean;
}

/** The prize the shopper won and its terms (site-wide §2 /spin-to-win). */
export function SpinResult({ prize, terms, already = false }: SpinResultProps) {
  return (
    <section className="fc-spin-result" aria-labelledby="spin-result-heading">
      <h2 id="spin-result-heading">{SPIN_COPY.resultHeading}</h2>
      {already ? <p>{SPIN_COPY.already}</p> : null}
      <p>
        <strong>{prize}</strong>
      </p>
      {terms ? (
        <>
          <h3>{SPIN_COPY.prizeTerms}</h3>
          <p>{terms}</p>
        </>
      ) : null}
      <p>{SPIN_COPY.contactUs}</p>
    </section>
  );
}

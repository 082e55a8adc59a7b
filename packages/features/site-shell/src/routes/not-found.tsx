import { data } from 'react-router';

/** Any path no other route matches: a 404 rendered by the root error boundary, in the site chrome. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

import { PRODUCT_NAME } from '@credence/shared';
import { Link } from 'react-router';

interface BrandProps {
  /** Where the brand leads; without it the brand is plain text (e.g. on the sign-in page itself). */
  to?: string;
  /** Leave the single-page app and load `to` from the server (the step flow's logo does this). */
  reloadDocument?: boolean;
}

/** The product mark and name; the name is the accessible text, the mark is decoration. */
export function Brand({ to, reloadDocument }: BrandProps) {
  const content = (
    <>
      <img className="brand__mark" src="/favicon.svg" alt="" width={28} height={28} />
      {/* A span of its own, so a narrow header can show the mark alone while the name stays the link's name. */}
      <span className="brand__name">{PRODUCT_NAME}</span>
    </>
  );
  if (!to) return <span className="brand">{content}</span>;
  // A plain anchor: the router never sees the click, so the browser loads `to` from the server on this host.
  if (reloadDocument) {
    return (
      <a className="brand" href={to}>
        {content}
      </a>
    );
  }
  return (
    <Link className="brand" to={to}>
      {content}
    </Link>
  );
}

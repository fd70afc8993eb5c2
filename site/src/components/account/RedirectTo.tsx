import { useEffect } from 'react';
import { Link, navigate } from 'gatsby';
import { InlineLoading } from '../shell/LoadingOverlay';

/**
 * Client-side half of a permanent redirect (/giris → /login). The server answers these with a 301 from
 * public/_redirects.json; this covers hosts that do not read it. The query string is kept.
 */
export function RedirectTo({ to, label }: { to: string; label: string }) {
  useEffect(() => {
    void navigate(`${to}${window.location.search}`, { replace: true });
  }, [to]);
  return (
    <div className="container page">
      <InlineLoading />
      <p className="text-center">
        <Link to={to}>{label}</Link>
      </p>
    </div>
  );
}

import { Navigate, useLocation } from 'react-router';

/** An old address of the route table: replaced by its new path, with the query and hash it came with. */
export function RedirectTo({ path }: { path: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: path, search, hash }} replace />;
}

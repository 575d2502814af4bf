import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { useSession } from '../../lib/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountLinks } from './account-links';

/** /user: the account menu as a page (small screens). */
export default function UserMenuPage() {
  useDocumentTitle('Mon compte');
  const status = useSession((s) => s.status);
  if (status === 'loading') return <PageSpinner />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: '/user' }} />;
  return (
    <section className="mx-auto max-w-md px-4 py-8">
      <div className="rounded-3xl bg-white p-3 shadow-sm ring-1 ring-sand-100">
        <AccountLinks idPrefix="user-page" />
      </div>
    </section>
  );
}

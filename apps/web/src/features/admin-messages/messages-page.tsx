import { MessageSquareText } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { QueryContent } from '../../components/query-content';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMessageTemplatesQuery } from './api/message-templates';
import { TemplateForm } from './components/template-form';

/**
 * « Messages clients » (issue 47): the texts sent to customers' phones at each step of an order
 * (WhatsApp or SMS), each edited with the values the shop fills, previewed, or put back.
 */
export default function MessagesPage() {
  useDocumentTitle('Messages clients');
  const query = useMessageTemplatesQuery();
  const templates = query.data ?? [];
  return (
    <section aria-labelledby="messages-title" className="flex flex-col gap-4">
      <h2 id="messages-title" className="font-display text-2xl text-ink">
        Messages envoyés aux clients
      </h2>
      <p className="text-sm text-stone-600">
        Chaque étape de la commande envoie ce texte au téléphone du client. Un message déjà en
        attente part avec le texte enregistré au moment de l’envoi.
      </p>
      <QueryContent
        query={query}
        isEmpty={templates.length === 0}
        failure="alert"
        empty={
          <EmptyState icon={MessageSquareText} look="dashed">
            Aucun message
          </EmptyState>
        }
      >
        <div className="flex flex-col gap-4">
          {templates.map((template) => (
            <TemplateForm key={template.event} template={template} />
          ))}
        </div>
      </QueryContent>
    </section>
  );
}

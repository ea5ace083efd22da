import { Landmark } from 'lucide-react';
import { EmptyMessage } from '../../../components/empty-message';

/**
 * The sector tab. docs/product.md §2 lists it without its content and no sector data reaches the
 * product, so it says so rather than showing invented figures (docs/design.md §4.3).
 */
export function SectorTab() {
  return (
    <EmptyMessage
      icon={<Landmark aria-hidden />}
      title="Comparação com o setor indisponível"
      description="A aplicação ainda não recebe dados do setor de atividade; esta comparação será mostrada quando esses dados existirem."
    />
  );
}

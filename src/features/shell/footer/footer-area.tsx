import { AreaMessages } from '../../../shared/area-messages';
import { Footer } from './footer';

/** The footer with its own messages, downloaded with it (it is below the fold on every page). */
export function FooterArea() {
  return (
    <AreaMessages areas={['footer']}>
      <Footer />
    </AreaMessages>
  );
}

import { inject, injectable } from 'inversify';
import { APP_CONFIG, type AppConfig } from '../../../ports/config-port';
import { LOGGER_PORT, type LoggerPort } from '../../../ports/logger-port';
import { STORE_PORT, type StorePort } from '../../../ports/store-port';
import { TAG_MANAGER_PORT, type TagManagerPort } from '../../../ports/tag-manager-port';
import { tagManagerId } from '../../domain/tag-manager-id';

/**
 * Starts the tag manager once consent is granted: the configured container id, else the one the
 * fast API gives. Only an id of the tag manager's own form is loaded; server-supplied code is
 * never run (anything else is ignored with a warning).
 */
@injectable()
export class TagManagerStore {
  private started = false;

  constructor(
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(STORE_PORT) private readonly store: StorePort,
    @inject(TAG_MANAGER_PORT) private readonly tagManager: TagManagerPort,
    @inject(LOGGER_PORT) private readonly logger: LoggerPort,
  ) {}

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const configured = this.config.tagManagerId.trim();
    const raw = configured !== '' ? configured : await this.serverCode();
    if (raw === null || raw.trim() === '') return;
    const id = tagManagerId(raw);
    if (id === null) this.logger.warn('Tag manager not loaded: not a container id (GTM-…):', raw.slice(0, 80));
    else this.tagManager.load(id);
  }

  private async serverCode(): Promise<string | null> {
    const answer = await this.store.getTagManagerCode();
    return answer.ok ? answer.value : null;
  }
}

import { portToken } from './port-token';

/** The tag manager: its vendor loader for one container id (loaded once, only after consent). */
export interface TagManagerPort {
  load(containerId: string): void;
}

export const TAG_MANAGER_PORT = portToken<TagManagerPort>('TagManagerPort');

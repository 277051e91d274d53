import { portToken } from './port-token';

/** Where the tag manager's loader comes from: the adapter loads it, the server's policy allows it. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** The tag manager: its vendor loader for one container id (loaded once, only after consent). */
export interface TagManagerPort {
  load(containerId: string): void;
}

export const TAG_MANAGER_PORT = portToken<TagManagerPort>('TagManagerPort');

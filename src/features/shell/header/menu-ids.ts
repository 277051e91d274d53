export const FULL_MENU_ID = 'full-menu';

import { t, type I18n } from './i18n';

export interface PaletteColour {
  id: number;
  code: string;
  name: I18n;
  hex: string;
}

export const PALETTE: readonly PaletteColour[] = [
  { id: 1, code: 'ANT', name: t('Anthrazit', 'antracit', 'anthracite'), hex: '#3b3f45' },
  { id: 2, code: 'COG', name: t('Cognac', 'coniac', 'cognac'), hex: '#9a5b2e' },
  { id: 3, code: 'CRM', name: t('Creme', 'crem', 'cream'), hex: '#e9dfc8' },
  { id: 4, code: 'SAG', name: t('Salbeigrün', 'verde salvie', 'sage green'), hex: '#9caf88' },
  { id: 5, code: 'NAV', name: t('Marineblau', 'bleumarin', 'navy blue'), hex: '#2f3e5c' },
  { id: 6, code: 'MUS', name: t('Senfgelb', 'galben muștar', 'mustard'), hex: '#d4a23a' },
  { id: 7, code: 'TER', name: t('Terrakotta', 'teracotă', 'terracotta'), hex: '#c0623f' },
  { id: 8, code: 'LGR', name: t('Hellgrau', 'gri deschis', 'light grey'), hex: '#b9b9b4' },
  { id: 9, code: 'OAK', name: t('Eiche natur', 'stejar natur', 'natural oak'), hex: '#c8a270' },
  { id: 10, code: 'WAL', name: t('Nussbaum', 'nuc', 'walnut'), hex: '#6b4a33' },
  { id: 11, code: 'BLK', name: t('Schwarz', 'negru', 'black'), hex: '#262626' },
  { id: 12, code: 'WHT', name: t('Weiß', 'alb', 'white'), hex: '#f1f0ea' },
  { id: 13, code: 'ROS', name: t('Altrosa', 'roz pudrat', 'dusty rose'), hex: '#d8a7a0' },
  { id: 14, code: 'PET', name: t('Petrol', 'petrol', 'petrol'), hex: '#2e6b70' },
  { id: 15, code: 'BOR', name: t('Bordeaux', 'bordo', 'burgundy'), hex: '#6e2233' },
  { id: 16, code: 'BEI', name: t('Beige', 'bej', 'beige'), hex: '#d8c7a6' },
];

export interface Country {
  id: number;
  isoAlpha2: string;
  title: string;
  /** Text that begins with a percentage, e.g. '21% TVA'. */
  taxTitle: string;
}

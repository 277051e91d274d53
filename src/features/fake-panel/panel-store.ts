import { inject, injectable } from 'inversify';
import type { LanguageCode } from '../../../ports/model/shop-context';
import { observeStore } from '../../shared/observe-store';
import { SessionStore } from '../session/session-store';
import { ShopStore } from '../shop/shop-store';
import { FAKE_CONTROLS, type FakeControls, type FakeControlsState, type PersonaId } from './fake-controls';

export const CLOCK_STEPS = {
  /** The update toast ends after 15 s. */
  updateToast: 16_000,
  /** A failed payment may be retried after 2 minutes. */
  paymentThrottle: 2 * 60_000 + 1_000,
  /** A login token lives 6 hours. */
  tokenExpiry: 6 * 60 * 60_000 + 60_000,
} as const;

export type ClockStep = keyof typeof CLOCK_STEPS;

/** The fake-mode control panel: who is logged in, where and in which language, and what the fakes do. */
@injectable()
export class PanelStore {
  open: boolean;
  knobs: FakeControlsState;
  /** The last persona switch failed (its log-in was refused). */
  personaFailed = false;

  constructor(
    @inject(FAKE_CONTROLS) private readonly controls: FakeControls,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ShopStore) private readonly shop: ShopStore,
  ) {
    this.open = controls.isOpen();
    this.knobs = controls.state();
    observeStore(this, arguments);
  }

  get persona(): PersonaId | null {
    if (!this.session.loggedIn) return 'guest';
    const email = this.session.email.toLowerCase();
    return this.controls.personas.find((persona) => persona.email === email)?.id ?? null;
  }

  get language(): LanguageCode {
    return this.shop.language;
  }

  get countryId(): number {
    return this.shop.countryId;
  }

  get countries(): { id: number; title: string }[] {
    return this.shop.countries;
  }

  setOpen(open: boolean): void {
    this.open = open;
    this.controls.keepOpen(open);
  }

  toggle(): void {
    this.setOpen(!this.open);
  }

  async choosePersona(id: PersonaId): Promise<void> {
    this.personaFailed = false;
    if (this.session.loggedIn) this.session.logOut();
    const persona = this.controls.personas.find((known) => known.id === id);
    if (persona === undefined) return;
    const refused = await this.session.logIn(persona.email, persona.password);
    this.setPersonaFailed(refused !== null);
  }

  chooseCountry(countryId: number): void {
    const country = this.shop.countries.find((known) => known.id === countryId);
    if (country !== undefined) this.shop.selectCountry(country);
  }

  chooseLanguage(language: LanguageCode): void {
    if (language === this.shop.language) return;
    this.controls.showLanguage(language);
    this.shop.setLanguage(language);
  }

  setLatency(ms: number): void {
    this.controls.setLatency(ms);
    this.refresh();
  }

  /** Makes a port method (e.g. CatalogPort.listProducts) fail on every call, or on every n-th. */
  failMethod(name: string, every = 1): void {
    const trimmed = name.trim();
    if (trimmed === '') return;
    this.controls.fail(trimmed, every);
    this.refresh();
  }

  heal(name: string): void {
    this.controls.heal(name);
    this.refresh();
  }

  advanceClock(step: ClockStep): void {
    this.controls.advanceClock(CLOCK_STEPS[step]);
    this.refresh();
  }

  resetData(): void {
    this.controls.resetData();
  }

  private setPersonaFailed(failed: boolean): void {
    this.personaFailed = failed;
  }

  private refresh(): void {
    this.knobs = this.controls.state();
  }
}

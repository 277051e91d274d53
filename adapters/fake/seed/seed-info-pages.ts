import type { InfoPage } from '../../../ports/model/content';
import { t, type I18n } from './i18n';

export interface InfoPageText {
  title: I18n;
  slug: I18n;
  html: I18n;
}

const COMPANY = 'Lemnia Home SRL';

export const INFO_PAGE_TEXTS: Readonly<Record<InfoPage, InfoPageText>> = {
  'data-protection': {
    title: t('Datenschutzerklärung', 'Politica de confidențialitate', 'Privacy policy'),
    slug: t('datenschutz', 'politica-de-confidentialitate', 'data-protection'),
    html: t(
      `<h2>Datenschutz auf einen Blick</h2><p>Der Schutz Ihrer persönlichen Daten ist uns ein besonderes Anliegen. Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen (DSGVO, TKG 2003).</p><h3>Welche Daten wir erheben</h3><ul><li>Bestelldaten: Name, Anschrift, E-Mail-Adresse und Telefonnummer</li><li>Zahlungsdaten, die an den gewählten Zahlungsdienstleister übermittelt werden</li><li>Nutzungsdaten, sofern Sie der Verwendung von Cookies zugestimmt haben</li></ul><h3>Ihre Rechte</h3><p>Ihnen stehen grundsätzlich die Rechte auf Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit und Widerspruch zu. Wenden Sie sich dazu an datenschutz@lemnia.example.com.</p>`,
      `<h2>Pe scurt despre protecția datelor</h2><p>Protecția datelor tale personale este importantă pentru noi. Prelucrăm datele exclusiv în temeiul prevederilor legale (Regulamentul UE 2016/679 – GDPR).</p><h3>Ce date colectăm</h3><ul><li>Datele comenzii: nume, adresă, e-mail și număr de telefon</li><li>Datele de plată transmise procesatorului de plăți ales</li><li>Date de utilizare, doar dacă ai acceptat cookie-urile</li></ul><h3>Drepturile tale</h3><p>Ai dreptul de acces, rectificare, ștergere, restricționare, portabilitate și opoziție. Ne poți scrie oricând la datenschutz@lemnia.example.com.</p>`,
      `<h2>Privacy at a glance</h2><p>Protecting your personal data matters to us. We process your data solely on the basis of the statutory provisions (GDPR).</p><h3>What we collect</h3><ul><li>Order data: name, address, e-mail address and phone number</li><li>Payment data passed on to the payment provider you choose</li><li>Usage data, only if you have agreed to cookies</li></ul><h3>Your rights</h3><p>You have the right to access, rectification, erasure, restriction, data portability and objection. Write to datenschutz@lemnia.example.com at any time.</p>`,
    ),
  },
  'terms-and-conditions': {
    title: t('Allgemeine Geschäftsbedingungen', 'Termeni și condiții', 'Terms and conditions'),
    slug: t('agb', 'termeni-si-conditii', 'terms-and-conditions'),
    html: t(
      `<h2>§ 1 Geltungsbereich</h2><p>Für alle Bestellungen über unseren Online-Shop gelten die nachfolgenden AGB. Der Shop richtet sich an Verbraucher und Unternehmer.</p><h2>§ 2 Vertragsschluss</h2><p>Die Darstellung der Produkte im Online-Shop stellt kein rechtlich bindendes Angebot dar. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie eine verbindliche Bestellung ab. Der Vertrag kommt mit unserer Auftragsbestätigung per E-Mail zustande.</p><h2>§ 3 Preise und Versandkosten</h2><p>Alle Preise enthalten die gesetzliche Umsatzsteuer. Versandkosten werden im Bestellprozess gesondert ausgewiesen.</p>`,
      `<h2>1. Domeniu de aplicare</h2><p>Termenii de mai jos se aplică tuturor comenzilor plasate în magazinul nostru online, atât pentru persoane fizice, cât și pentru persoane juridice.</p><h2>2. Încheierea contractului</h2><p>Prezentarea produselor în magazin nu constituie o ofertă fermă. Prin apăsarea butonului „Trimite comanda” plasezi o comandă fermă, iar contractul se încheie la primirea confirmării noastre prin e-mail.</p><h2>3. Prețuri și costuri de livrare</h2><p>Toate prețurile includ TVA. Costurile de livrare sunt afișate separat în procesul de comandă.</p>`,
      `<h2>1. Scope</h2><p>These terms apply to all orders placed in our online shop, by consumers and by businesses.</p><h2>2. Conclusion of the contract</h2><p>The products shown in the shop are not a binding offer. By clicking “Place order” you submit a binding order; the contract is concluded when we confirm it by e-mail.</p><h2>3. Prices and shipping costs</h2><p>All prices include VAT. Shipping costs are shown separately during checkout.</p>`,
    ),
  },
  'right-of-withdrawal': {
    title: t('Widerrufsrecht', 'Dreptul de retragere', 'Right of withdrawal'),
    slug: t('widerrufsrecht', 'dreptul-de-retragere', 'right-of-withdrawal'),
    html: t(
      `<h2>Widerrufsbelehrung</h2><p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter die Waren in Besitz genommen haben.</p><p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${COMPANY}, Bulevardul Unirii 27, 030823 Bukarest, Rumänien, widerruf@lemnia.example.com) mittels einer eindeutigen Erklärung informieren. Sie können dafür das Muster-Widerrufsformular verwenden.</p><h3>Folgen des Widerrufs</h3><p>Wir erstatten Ihnen alle Zahlungen einschließlich der Standard-Lieferkosten unverzüglich, spätestens binnen vierzehn Tagen.</p>`,
      `<h2>Informații privind dreptul de retragere</h2><p>Ai dreptul de a te retrage din contract în termen de 14 zile, fără a preciza motivele. Termenul expiră după 14 zile de la data la care tu sau o persoană desemnată de tine intrați în posesia produselor.</p><p>Pentru a-ți exercita dreptul, informează-ne (${COMPANY}, Bulevardul Unirii 27, 030823 București, retragere@lemnia.example.com) printr-o declarație neechivocă. Poți folosi formularul-tip de retragere.</p><h3>Efectele retragerii</h3><p>Îți rambursăm toate plățile primite, inclusiv costurile standard de livrare, fără întârzieri nejustificate și în cel mult 14 zile.</p>`,
      `<h2>Withdrawal notice</h2><p>You have the right to withdraw from this contract within fourteen days without giving any reason. The period expires fourteen days after the day on which you, or a third party you name, took possession of the goods.</p><p>To exercise this right, tell us (${COMPANY}, Bulevardul Unirii 27, 030823 Bucharest, Romania, withdrawal@lemnia.example.com) by a clear statement. You may use the model withdrawal form.</p><h3>Effects of withdrawal</h3><p>We refund all payments received from you, including standard delivery costs, without undue delay and at the latest within fourteen days.</p>`,
    ),
  },
  faq: {
    title: t('Häufige Fragen', 'Întrebări frecvente', 'Frequently asked questions'),
    slug: t('faq', 'intrebari-frecvente', 'faq'),
    html: t(
      `<h3>Wie lange dauert die Lieferung?</h3><p>Lagerware liefern wir innerhalb von 2–5 Werktagen, große Möbel per Spedition innerhalb von 2–4 Wochen. Die genaue Lieferzeit steht auf jeder Produktseite.</p><h3>Kann ich meine Bestellung ändern?</h3><p>Solange die Ware noch nicht versendet wurde, ändern wir Ihre Bestellung gern. Rufen Sie uns an oder schreiben Sie uns.</p><h3>Werden die Möbel montiert geliefert?</h3><p>Leuchten und Textilien kommen fertig, Möbel meist zerlegt mit Anleitung. Einen Montageservice bieten wir in ausgewählten Städten an.</p>`,
      `<h3>Cât durează livrarea?</h3><p>Produsele aflate în stoc ajung în 2–5 zile lucrătoare, iar mobilierul voluminos prin curier de marfă în 2–4 săptămâni. Termenul exact este afișat pe fiecare pagină de produs.</p><h3>Pot modifica o comandă?</h3><p>Cât timp produsele nu au fost expediate, modificăm comanda cu plăcere. Sună-ne sau scrie-ne.</p><h3>Mobilierul se livrează montat?</h3><p>Corpurile de iluminat și textilele vin gata de folosit, mobilierul de obicei demontat, cu instrucțiuni. În anumite orașe oferim și serviciu de montaj.</p>`,
      `<h3>How long does delivery take?</h3><p>Items in stock arrive within 2–5 working days, large furniture by freight within 2–4 weeks. The exact delivery time is shown on every product page.</p><h3>Can I change my order?</h3><p>As long as the goods have not been dispatched, we are happy to change your order. Call or write to us.</p><h3>Is furniture delivered assembled?</h3><p>Lights and textiles arrive ready to use; furniture usually comes flat-packed with instructions. We offer an assembly service in selected cities.</p>`,
    ),
  },
  imprint: {
    title: t('Impressum', 'Date de identificare', 'Imprint'),
    slug: t('impressum', 'date-de-identificare', 'imprint'),
    html: t(
      `<p><strong>${COMPANY}</strong><br>Bulevardul Unirii 27<br>030823 Bukarest, Rumänien</p><p>Geschäftsführer: Andrei Ionescu<br>Handelsregister: J40/12345/2019<br>USt-IdNr.: RO41234567</p><p>Telefon: +40 21 555 0142<br>E-Mail: contact@lemnia.example.com</p><p>Plattform der EU-Kommission zur Online-Streitbeilegung: Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>`,
      `<p><strong>${COMPANY}</strong><br>Bulevardul Unirii 27<br>030823 București, România</p><p>Administrator: Andrei Ionescu<br>Nr. Registrul Comerțului: J40/12345/2019<br>CUI: RO41234567<br>Capital social: 200 lei</p><p>Telefon: +40 21 555 0142<br>E-mail: contact@lemnia.example.com</p><p>Autoritatea Națională pentru Protecția Consumatorilor (ANPC) – soluționarea alternativă a litigiilor.</p>`,
      `<p><strong>${COMPANY}</strong><br>Bulevardul Unirii 27<br>030823 Bucharest, Romania</p><p>Managing director: Andrei Ionescu<br>Trade register: J40/12345/2019<br>VAT ID: RO41234567</p><p>Phone: +40 21 555 0142<br>E-mail: contact@lemnia.example.com</p><p>We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.</p>`,
    ),
  },
  press: {
    title: t('Presse', 'Presă', 'Press'),
    slug: t('presse', 'presa', 'press'),
    html: t(
      `<p>Sie schreiben über Wohnen, Design oder E-Commerce? Unser Presseteam stellt Ihnen gern Bildmaterial, Zahlen und Ansprechpartner zur Verfügung.</p><ul><li>Gegründet 2019 in Bukarest</li><li>Über 600 Produkte von 27 Marken</li><li>Lieferung nach Rumänien, Deutschland und Österreich</li></ul><p>Kontakt: presse@lemnia.example.com</p>`,
      `<p>Scrii despre amenajări, design sau comerț online? Echipa noastră de presă îți pune la dispoziție imagini, cifre și persoane de contact.</p><ul><li>Fondată în 2019 la București</li><li>Peste 600 de produse de la 27 de branduri</li><li>Livrare în România, Germania și Austria</li></ul><p>Contact: presa@lemnia.example.com</p>`,
      `<p>Writing about interiors, design or e-commerce? Our press team is happy to provide pictures, figures and contacts.</p><ul><li>Founded in 2019 in Bucharest</li><li>More than 600 products from 27 brands</li><li>Delivering to Romania, Germany and Austria</li></ul><p>Contact: press@lemnia.example.com</p>`,
    ),
  },
  pay: {
    title: t('Zahlungsarten', 'Modalități de plată', 'Payment methods'),
    slug: t('bezahlen', 'plata', 'pay'),
    html: t(
      `<p>Bei uns bezahlen Sie so, wie es Ihnen am besten passt:</p><ul><li>Kreditkarte (Visa, Mastercard)</li><li>PayPal und Amazon Pay</li><li>Sofortüberweisung</li><li>Vorkasse per Banküberweisung</li><li>Rechnungskauf – jetzt kaufen, später bezahlen</li></ul><p>Alle Zahlungen werden verschlüsselt übertragen. Bei Vorkasse versenden wir die Ware nach Zahlungseingang.</p>`,
      `<p>La noi plătești cum îți este mai comod:</p><ul><li>Card bancar (Visa, Mastercard)</li><li>PayPal și Amazon Pay</li><li>Transfer bancar instant</li><li>Ordin de plată în avans</li><li>Ramburs la livrare</li><li>Cumpără acum, plătește mai târziu</li></ul><p>Toate plățile sunt transmise criptat. La plata în avans expediem produsele după confirmarea plății.</p>`,
      `<p>Pay the way that suits you best:</p><ul><li>Credit card (Visa, Mastercard)</li><li>PayPal and Amazon Pay</li><li>Instant bank transfer</li><li>Prepayment by bank transfer</li><li>Cash on delivery (Romania)</li><li>Buy now, pay later</li></ul><p>All payments are encrypted. With prepayment we ship once the payment has arrived.</p>`,
    ),
  },
  delivery: {
    title: t('Lieferung', 'Livrare', 'Delivery'),
    slug: t('lieferung', 'livrare', 'delivery'),
    html: t(
      `<p>Kleinere Artikel versenden wir als Paket, große Möbel liefert eine Spedition bis in die Wohnung (Bordsteinkante bei Standardlieferung).</p><ul><li>Paketversand: 2–5 Werktage</li><li>Speditionslieferung: 2–4 Wochen mit telefonischer Terminabsprache</li><li>Expressversand: 1–2 Werktage für ausgewählte Artikel</li></ul><p>Die voraussichtliche Lieferzeit finden Sie auf jeder Produktseite.</p>`,
      `<p>Produsele mici sunt livrate prin curier, iar mobilierul voluminos de un transportator de marfă, până la ușa locuinței.</p><ul><li>Colete: 2–5 zile lucrătoare</li><li>Transport marfă: 2–4 săptămâni, cu programare telefonică</li><li>Livrare expres: 1–2 zile lucrătoare pentru produsele selectate</li><li>Comenzile plasate până la ora 13:00 pleacă în aceeași zi (excepție vinerea)</li></ul><p>Termenul estimat de livrare apare pe fiecare pagină de produs.</p>`,
      `<p>Small items ship as parcels; large furniture is delivered by a freight carrier to your door.</p><ul><li>Parcels: 2–5 working days</li><li>Freight delivery: 2–4 weeks with an appointment by phone</li><li>Express: 1–2 working days for selected items</li></ul><p>The expected delivery time is shown on every product page.</p>`,
    ),
  },
  'shipping-costs': {
    title: t('Versandkosten', 'Costuri de livrare', 'Shipping costs'),
    slug: t('versandkosten', 'costuri-de-livrare', 'shipping-costs'),
    html: t(
      `<table><tr><th>Versandart</th><th>Kosten</th></tr><tr><td>Paketversand</td><td>5,89 € – ab 236,81 € Warenwert kostenlos</td></tr><tr><td>Expressversand</td><td>17,73 €</td></tr><tr><td>Spedition</td><td>46,41 €</td></tr></table><p>Alle Preise inklusive Umsatzsteuer.</p>`,
      `<table><tr><th>Metodă</th><th>Cost</th></tr><tr><td>Curier</td><td>29,77 lei – gratuit peste 1.197 lei</td></tr><tr><td>Expres</td><td>89,60 lei</td></tr><tr><td>Transport marfă</td><td>234,53 lei</td></tr><tr><td>Ridicare personală din depozit</td><td>gratuit</td></tr></table><p>Toate prețurile includ TVA.</p>`,
      `<table><tr><th>Method</th><th>Cost</th></tr><tr><td>Parcel</td><td>29.77 lei – free from 1,197 lei order value</td></tr><tr><td>Express</td><td>89.60 lei</td></tr><tr><td>Freight</td><td>234.53 lei</td></tr><tr><td>Local pickup (Romania)</td><td>free</td></tr></table><p>All prices include VAT.</p>`,
    ),
  },
  blog: {
    title: t('Magazin & Blog', 'Blog', 'Blog'),
    slug: t('blog', 'blog', 'blog'),
    html: t(
      `<p>Einrichtungsideen, Pflegetipps und Neuheiten aus unserem Sortiment – einmal im Monat neu.</p>`,
      `<p>Idei de amenajare, sfaturi de întreținere și noutăți din gama noastră – articole noi în fiecare lună.</p>`,
      `<p>Interior ideas, care tips and news from our range – new articles every month.</p>`,
    ),
  },
  about: {
    title: t('Über uns', 'Despre noi', 'About us'),
    slug: t('ueber-uns', 'despre-noi', 'about'),
    html: t(
      `<p>Lemnia wurde 2019 in Bukarest gegründet – mit der Idee, gut gemachte Möbel zu fairen Preisen direkt nach Hause zu liefern. Heute arbeiten wir mit Werkstätten in Rumänien, Österreich, Deutschland und Italien zusammen.</p><p>Unser Team aus 60 Menschen kümmert sich um Auswahl, Qualitätsprüfung, Lieferung und Service.</p>`,
      `<p>Lemnia a fost fondată în 2019 la București, cu ideea de a aduce acasă mobilier bine făcut, la prețuri corecte. Astăzi lucrăm cu ateliere din România, Austria, Germania și Italia.</p><p>Echipa noastră de 60 de oameni se ocupă de selecție, control al calității, livrare și suport.</p>`,
      `<p>Lemnia was founded in Bucharest in 2019 with one idea: well-made furniture at fair prices, delivered to your home. Today we work with workshops in Romania, Austria, Germany and Italy.</p><p>Our team of 60 people takes care of selection, quality control, delivery and service.</p>`,
    ),
  },
  contact: {
    title: t('Kontakt', 'Contact', 'Contact'),
    slug: t('kontakt', 'contact', 'contact'),
    html: t(
      `<p>Unser Kundenservice ist Montag bis Freitag von 9 bis 18 Uhr für Sie da.</p><ul><li>Telefon Deutschland: +49 30 555 01420</li><li>Telefon Österreich: +43 1 555 0142</li><li>E-Mail: service@lemnia.example.com</li></ul><p>Bitte halten Sie bei Fragen zu einer Bestellung Ihre Bestellnummer bereit.</p>`,
      `<p>Echipa de relații cu clienții te așteaptă de luni până vineri, între 9:00 și 18:00.</p><ul><li>Telefon: +40 21 555 0142</li><li>E-mail: contact@lemnia.example.com</li><li>Showroom: Bulevardul Unirii 27, București</li></ul><p>Pentru întrebări despre o comandă, te rugăm să ai la îndemână numărul comenzii.</p>`,
      `<p>Our customer service is there for you Monday to Friday, 9:00 to 18:00.</p><ul><li>Phone: +40 21 555 0142</li><li>E-mail: contact@lemnia.example.com</li><li>Showroom: Bulevardul Unirii 27, Bucharest</li></ul><p>For questions about an order, please have your order number ready.</p>`,
    ),
  },
  warranty: {
    title: t('Garantiebedingungen', 'Condiții de garanție', 'Warranty conditions'),
    slug: t('garantiebedingungen', 'conditii-de-garantie', 'warranty'),
    html: t(
      `<p>Auf alle Möbel gewähren wir 24 Monate Garantie ab Lieferung. Ausgenommen sind Verschleißteile und Schäden durch unsachgemäße Nutzung.</p><p>Melden Sie einen Garantiefall mit Fotos und Bestellnummer an garantie@lemnia.example.com.</p>`,
      `<p>Pentru toate produsele de mobilier acordăm o garanție de 24 de luni de la livrare, conform Legii nr. 449/2003. Garanția nu acoperă piesele de uzură și defectele cauzate de utilizarea necorespunzătoare.</p><p>Semnalează o problemă în garanție cu fotografii și numărul comenzii la garantie@lemnia.example.com.</p>`,
      `<p>All furniture carries a 24-month warranty from delivery. Wear parts and damage caused by improper use are excluded.</p><p>Report a warranty case with photos and your order number to warranty@lemnia.example.com.</p>`,
    ),
  },
  'user-manual': {
    title: t('Bedienungsanleitungen', 'Manual de utilizare', 'User manuals'),
    slug: t('bedienungsanleitungen', 'manual-de-utilizare-1', 'user-manual'),
    html: t(
      `<p>Hier finden Sie Montage- und Pflegeanleitungen zu unseren Produkten. Die Anleitung liegt außerdem jeder Lieferung bei.</p><ul><li>Massivholz: mit einem leicht feuchten Tuch in Faserrichtung reinigen, einmal im Jahr ölen.</li><li>Samt und Bouclé: regelmäßig absaugen, Flecken sofort tupfen, nicht reiben.</li><li>Boxspringbetten: Topper alle drei Monate wenden.</li></ul>`,
      `<p>Aici găsești instrucțiunile de montaj și întreținere pentru produsele noastre. Manualul este inclus și în fiecare colet.</p><ul><li>Lemn masiv: curăță cu o lavetă ușor umedă, în direcția fibrei, și tratează cu ulei o dată pe an.</li><li>Catifea și bouclé: aspiră regulat, tamponează petele imediat, fără să freci.</li><li>Paturi boxspring: întoarce topperul la fiecare trei luni.</li></ul>`,
      `<p>Here you will find assembly and care instructions for our products. The manual is also included in every delivery.</p><ul><li>Solid wood: wipe with a slightly damp cloth along the grain and oil once a year.</li><li>Velvet and bouclé: vacuum regularly, dab stains at once, never rub.</li><li>Box-spring beds: turn the topper every three months.</li></ul>`,
    ),
  },
};

export const INFO_PAGES: readonly InfoPage[] = Object.keys(INFO_PAGE_TEXTS) as InfoPage[];

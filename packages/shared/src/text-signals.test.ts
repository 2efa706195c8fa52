import { describe, expect, it } from 'vitest';
import { toE164 } from './phone-e164.ts';
import { ibanChecksumValid, scanText, type TextFindingType } from './text-signals.ts';

const of = (text: string, type?: TextFindingType) =>
  scanText(text)
    .filter((f) => !type || f.type === type)
    .map((f) => f.value);
const types = (text: string) => scanText(text).map((f) => f.type);

describe('toE164', () => {
  it.each([
    ['0470 12 34 56', '+32470123456'],
    ['0470/12.34.56', '+32470123456'],
    ['+32 (0)470 12 34 56', '+32470123456'],
    ['0032470123456', '+32470123456'],
    ['32470123456', '+32470123456'],
    ['320470123456', '+32470123456'],
    ['02 123 45 67', '+3221234567'],
    ['+31 6 12345678', '+31612345678'],
    ['+30 691 234 5678', '+306912345678'],
  ])('%s → %s', (raw, e164) => expect(toE164(raw)).toBe(e164));

  it.each(['', '12', '+32 12 34', '0000000000', '+1234567890123456'])('%s is no number', (raw) =>
    expect(toE164(raw)).toBeNull(),
  );
});

describe('IBAN', () => {
  it('checks the ISO 7064 checksum and the country length', () => {
    expect(ibanChecksumValid('BE68539007547034')).toBe(true);
    expect(ibanChecksumValid('NL91ABNA0417164300')).toBe(true);
    expect(ibanChecksumValid('FR1420041010050500013M02606')).toBe(true);
    expect(ibanChecksumValid('GR1601101250000000012300695')).toBe(true);
    expect(ibanChecksumValid('BE68539007547035')).toBe(false);
    expect(ibanChecksumValid('BE6853900754703')).toBe(false);
  });

  it('finds IBANs written grouped or whole, Belgian and others, and ignores a wrong checksum', () => {
    expect(of('Stort op BE68 5390 0754 7034 aub', 'iban')).toEqual(['BE68539007547034']);
    expect(of('virement: fr14 2004 1010 0505 0001 3M02 606.', 'iban')).toEqual(['FR1420041010050500013M02606']);
    expect(of('IBAN NL91ABNA0417164300', 'iban')).toEqual(['NL91ABNA0417164300']);
    expect(of('Λογαριασμός GR16 0110 1250 0000 0001 2300 695', 'iban')).toEqual(['GR1601101250000000012300695']);
    expect(of('BE68 5390 0754 7035', 'iban')).toEqual([]);
    // A country code and two digits opening ordinary words or figures ("DE70APPARTEMENTENMETTU"
    // even passes the checksum).
    expect(ibanChecksumValid('DE70APPARTEMENTENMETTU')).toBe(true);
    expect(of('De 70 appartementen met tuin', 'iban')).toEqual([]);
    expect(of('De 12 appartementen met tuin en garage, es 24 de la rue, de 12 300 000 euro', 'iban')).toEqual([]);
    // Its digits are not read again as a phone number.
    expect(types('BE68 5390 0754 7034')).toEqual(['iban']);
  });
});

describe('e-mail addresses', () => {
  it('finds plain and disguised addresses', () => {
    expect(of('Mail me: jan.peeters@gmail.com!', 'email')).toEqual(['jan.peeters@gmail.com']);
    expect(of('écrivez à marie [at] outlook [dot] fr', 'email')).toEqual(['marie@outlook.fr']);
    expect(of('contact: verhuur(at)skynet.be', 'email')).toEqual(['verhuur@skynet.be']);
    expect(of('γράψτε στο nikos at yahoo dot gr', 'email')).toEqual(['nikos@yahoo.gr']);
  });

  it('leaves ordinary words and "at" in sentences alone', () => {
    expect(of('Open house at 3 pm, near the station. Garden at the back.', 'email')).toEqual([]);
  });
});

describe('phone numbers', () => {
  it.each([
    ['Bel 0470 12 34 56 voor een bezoek', '+32470123456'],
    ['GSM: 0470/12.34.56', '+32470123456'],
    ['tel. 0470.12.34.56', '+32470123456'],
    ['0470-123456', '+32470123456'],
    ['Appelez le +32 470 12 34 56', '+32470123456'],
    ['+32 (0)470 12 34 56', '+32470123456'],
    ['0032 470 12 34 56', '+32470123456'],
    ['Kantoor 02 123 45 67', '+3221234567'],
    ['Brugge: 050 12 34 56', '+3250123456'],
    ['0470123456', '+32470123456'],
    ['WhatsApp +31 6 12345678', '+31612345678'],
    ['τηλ. +30 691 234 5678', '+306912345678'],
  ])('%s', (text, e164) => expect(of(text, 'phone')).toEqual([e164]));

  it('stops at the number when more digits follow', () => {
    expect(of('Bel 0470 12 34 56 2 slaapkamers', 'phone')).toEqual(['+32470123456']);
  });

  it.each([
    'Prijs € 250.000, 85 m², bouwjaar 1998',
    'Prix: 1 250 000 €, 120 m2, 1000 Bruxelles',
    'Loyer 950 €/mois + 100 € de charges, libre au 01/05/2026',
    'Beschikbaar vanaf 01.05.2026 10:00',
    'Bezoek op 05/11/2026 14 uur',
    'Open 08.30-12.30 13.30-17.00',
    'KBO 0403.170.701',
    'BTW BE 0403170701',
    'EPC code 20230512-0002874512-RES-1',
    'Kadastraal inkomen 1.234 euro, 3 slaapkamers, 2 badkamers',
    'Surface 0,5 ha; CO2 250 kg/m²',
    'Μισθωμα 650 €, 75 τ.μ., 2ος όροφος, έτος 2005',
    'Postcode 9000 Gent, huisnummer 12, bus 0102',
  ])('no phone in "%s"', (text) => expect(of(text, 'phone')).toEqual([]));
});

describe('payment words', () => {
  it.each([
    ['Payment via Western Union only', 'transferService'],
    ['Je peux recevoir un MoneyGram', 'transferService'],
    ['Please send the deposit first, I am abroad', 'payBeforeViewing'],
    ['Pay the deposit before the viewing', 'payBeforeViewing'],
    ['The keys will be sent by post', 'payBeforeViewing'],
    ['Waarborg vooraf te betalen', 'payBeforeViewing'],
    ['Eerst de huurwaarborg storten, dan het bezoek', 'payBeforeViewing'],
    ['De waarborg moet betaald worden voor het bezoek', 'payBeforeViewing'],
    ['Caution avant visite obligatoire', 'payBeforeViewing'],
    ['Virement de la caution avant la visite', 'payBeforeViewing'],
    ['Les clés envoyées par la poste', 'payBeforeViewing'],
    ['Προκαταβολή πριν την επίσκεψη', 'payBeforeViewing'],
    ['Απαιτείται προκαταβολή', 'advancePayment'],
    ['Vooruitbetaling van drie maanden', 'advancePayment'],
    ['Paiement d’avance exigé', 'advancePayment'],
  ] as const)('%s → %s', (text, type) => expect(types(text)).toEqual([type]));

  it.each([
    'Huurwaarborg: twee maanden, te storten op een geblokkeerde rekening bij de ondertekening',
    'Maandelijks voorschot gemeenschappelijke kosten: € 100',
    'Provision pour charges 80 €, garantie locative de deux mois',
    'Deposit of two months, paid into a blocked account when the lease is signed',
    'Please call before visiting; the rent includes heating',
    'Εγγύηση δύο ενοικίων κατά την υπογραφή του συμβολαίου',
    'Visits on Saturday, union street 12',
  ])('quiet on "%s"', (text) => expect(types(text)).toEqual([]));
});

describe('scanText', () => {
  it('lists every finding of a message, in order', () => {
    expect(
      scanText('Send the deposit first via Western Union to BE68 5390 0754 7034 or call 0470 12 34 56').map((f) => [
        f.type,
        f.match,
      ]),
    ).toEqual([
      ['iban', 'BE68 5390 0754 7034'],
      ['phone', '0470 12 34 56'],
      ['payBeforeViewing', 'send the deposit first'],
      ['transferService', 'western union'],
    ]);
  });
});

import type { TLanguage } from '@immora/shared/languages';

/** The files of the zip, in the order they are written; README.txt explains each (decision 063). */
export const EXPORT_FILES = [
  'profile.json',
  'consents-and-language.json',
  'sessions-and-sign-ins.json',
  'listings.json',
  'listings/',
  'price-history.json',
  'favourites.json',
  'saved-searches-and-alerts.json',
  'appointments.json',
  'chat-messages.json',
  'reviews.json',
  'enquiries.json',
  'auctions-and-bids.json',
  'crm/',
  'emails.json',
  'invoices.json',
  'invoices/',
  'orders-and-subscriptions.json',
  'credit-ledger.json',
  'reports-and-moderation.json',
] as const;
type ExportFile = (typeof EXPORT_FILES)[number];

type ReadmeTexts = {
  title: string;
  intro: (name: string, date: string) => string;
  formats: string;
  files: Record<ExportFile, string>;
};

const TEXTS: Record<TLanguage, ReadmeTexts> = {
  en: {
    title: 'Your data at Immora',
    intro: (name, date) =>
      `This archive holds the data Immora keeps about ${name}'s account, as it was on ${date} (UTC). You asked for it under the GDPR's rights of access and portability (articles 15 and 20).`,
    formats:
      'JSON files (UTF-8) can be opened by any text editor and read by other services; CSV files open in a spreadsheet; dates are in UTC (ISO 8601); amounts ending in "Cents" are euro cents.',
    files: {
      'profile.json':
        'Your account and settings: name, e-mail, phone, role, bio, licence and VAT numbers, agency, working hours, calendar connections, agency team and licences.',
      'consents-and-language.json':
        'The language of your e-mails, newsletter, e-mail alerts, private calendar feed and your refusals to share your data with an agency.',
      'sessions-and-sign-ins.json':
        'Your sign-ins (sessions), failed sign-ins with your address, the e-mailed links (verification, password reset) and the IP address (network) your account was created from.',
      'listings.json': 'Your listings with their texts in every language they have, their details and their photos.',
      'listings/': 'The photo files of your listings, one folder per listing (its code), as stored (the largest JPEG).',
      'price-history.json': 'Every price your listings have had.',
      'favourites.json': 'The listings you saved as favourites.',
      'saved-searches-and-alerts.json': 'Your saved searches and the e-mail alerts set on them.',
      'appointments.json': 'Viewings you asked for (visitor) and viewings of your listings (host).',
      'chat-messages.json': 'The chat messages you sent and received.',
      'reviews.json': 'Reviews you wrote and reviews written about you, with replies.',
      'enquiries.json': 'Contact requests you sent from a listing page and those received on your listings.',
      'auctions-and-bids.json': 'Your auctions and the bids you placed.',
      'crm/': 'The CRM records you added (leads, customers, opportunities, contacts), each as JSON and as a CSV copy.',
      'emails.json': 'E-mails you sent to contacts, your e-mail templates and your blog posts.',
      'invoices.json': 'Your invoices as data.',
      'invoices/': 'Your invoices as PDF files.',
      'orders-and-subscriptions.json': 'Your orders, their lines and your subscription periods.',
      'credit-ledger.json': 'Your credit balance, every credit movement and the boosts they paid for.',
      'reports-and-moderation.json':
        'The listings and profiles you reported and what we told you we did, and our decisions about your listings or account with the reasons we gave you and your appeals.',
    },
  },
  nl: {
    title: 'Je gegevens bij Immora',
    intro: (name, date) =>
      `Dit archief bevat de gegevens die Immora bijhoudt over het account van ${name}, zoals ze waren op ${date} (UTC). Je vroeg ze op grond van het recht op inzage en op overdraagbaarheid van de AVG (artikels 15 en 20).`,
    formats:
      'JSON-bestanden (UTF-8) open je met elke teksteditor en andere diensten kunnen ze lezen; CSV-bestanden open je in een rekenblad; datums staan in UTC (ISO 8601); bedragen die op "Cents" eindigen zijn eurocent.',
    files: {
      'profile.json':
        'Je account en instellingen: naam, e-mail, telefoon, rol, bio, erkennings- en btw-nummer, kantoor, werkuren, agendakoppelingen, team en licenties.',
      'consents-and-language.json':
        'De taal van je e-mails, nieuwsbrief, e-mailmeldingen, privé-agendafeed en je weigeringen om je gegevens met een kantoor te delen.',
      'sessions-and-sign-ins.json':
        'Je aanmeldingen (sessies), mislukte aanmeldingen met je adres, de gemailde links (bevestiging, wachtwoordherstel) en het IP-adres (netwerk) van waaruit je account werd aangemaakt.',
      'listings.json': 'Je zoekertjes met hun teksten in elke taal die ze hebben, hun gegevens en hun foto’s.',
      'listings/':
        'De fotobestanden van je zoekertjes, één map per zoekertje (zijn code), zoals bewaard (de grootste JPEG).',
      'price-history.json': 'Elke prijs die je zoekertjes gehad hebben.',
      'favourites.json': 'De zoekertjes die je als favoriet bewaarde.',
      'saved-searches-and-alerts.json': 'Je bewaarde zoekopdrachten en de e-mailmeldingen erop.',
      'appointments.json': 'Bezoeken die je aanvroeg (bezoeker) en bezoeken aan je zoekertjes (gastheer).',
      'chat-messages.json': 'De chatberichten die je verstuurde en ontving.',
      'reviews.json': 'Beoordelingen die je schreef en die over jou geschreven werden, met antwoorden.',
      'enquiries.json': 'Contactaanvragen die je vanaf een zoekertje stuurde en die je op je zoekertjes ontving.',
      'auctions-and-bids.json': 'Je veilingen en de biedingen die je deed.',
      'crm/': 'De CRM-gegevens die je toevoegde (leads, klanten, kansen, contacten), elk als JSON en als CSV-kopie.',
      'emails.json': 'E-mails die je naar contacten stuurde, je e-mailsjablonen en je blogberichten.',
      'invoices.json': 'Je facturen als gegevens.',
      'invoices/': 'Je facturen als pdf-bestanden.',
      'orders-and-subscriptions.json': 'Je bestellingen, hun regels en je abonnementsperiodes.',
      'credit-ledger.json': 'Je kredietsaldo, elke kredietbeweging en de boosts die ermee betaald werden.',
      'reports-and-moderation.json':
        'De zoekertjes en profielen die je meldde en wat we je lieten weten, en onze beslissingen over je zoekertjes of account met de redenen die we je gaven en je bezwaren.',
    },
  },
  fr: {
    title: 'Vos données chez Immora',
    intro: (name, date) =>
      `Cette archive contient les données qu’Immora conserve sur le compte de ${name}, telles qu’elles étaient le ${date} (UTC). Vous les avez demandées au titre des droits d’accès et à la portabilité du RGPD (articles 15 et 20).`,
    formats:
      'Les fichiers JSON (UTF-8) s’ouvrent avec tout éditeur de texte et d’autres services peuvent les lire\u00a0; les fichiers CSV s’ouvrent dans un tableur\u00a0; les dates sont en UTC (ISO 8601)\u00a0; les montants se terminant par «\u00a0Cents\u00a0» sont en centimes d’euro.',
    files: {
      'profile.json':
        'Votre compte et vos réglages\u00a0: nom, e-mail, téléphone, rôle, bio, numéros d’agrément et de TVA, agence, horaires, agendas connectés, équipe et licences.',
      'consents-and-language.json':
        'La langue de vos e-mails, la newsletter, les alertes par e-mail, le flux d’agenda privé et vos refus de partager vos données avec une agence.',
      'sessions-and-sign-ins.json':
        'Vos connexions (sessions), les connexions échouées avec votre adresse, les liens envoyés par e-mail (vérification, réinitialisation) et l’adresse IP (réseau) depuis laquelle votre compte a été créé.',
      'listings.json': 'Vos annonces avec leurs textes dans chaque langue qu’elles ont, leurs détails et leurs photos.',
      'listings/':
        'Les photos de vos annonces, un dossier par annonce (son code), telles que conservées (le plus grand JPEG).',
      'price-history.json': 'Chaque prix qu’ont eu vos annonces.',
      'favourites.json': 'Les annonces que vous avez enregistrées en favori.',
      'saved-searches-and-alerts.json': 'Vos recherches enregistrées et leurs alertes par e-mail.',
      'appointments.json': 'Les visites que vous avez demandées (visiteur) et celles de vos annonces (hôte).',
      'chat-messages.json': 'Les messages de chat que vous avez envoyés et reçus.',
      'reviews.json': 'Les avis que vous avez écrits et ceux écrits sur vous, avec les réponses.',
      'enquiries.json': 'Les demandes de contact envoyées depuis une annonce et celles reçues sur vos annonces.',
      'auctions-and-bids.json': 'Vos enchères et les offres que vous avez faites.',
      'crm/':
        'Les fiches CRM que vous avez ajoutées (leads, clients, opportunités, contacts), chacune en JSON et en copie CSV.',
      'emails.json': 'Les e-mails envoyés à vos contacts, vos modèles d’e-mail et vos articles de blog.',
      'invoices.json': 'Vos factures en données.',
      'invoices/': 'Vos factures en PDF.',
      'orders-and-subscriptions.json': 'Vos commandes, leurs lignes et vos périodes d’abonnement.',
      'credit-ledger.json':
        'Votre solde de crédits, chaque mouvement de crédits et les mises en avant qu’ils ont payées.',
      'reports-and-moderation.json':
        'Les annonces et profils que vous avez signalés et ce que nous vous avons répondu, et nos décisions sur vos annonces ou votre compte avec les raisons données et vos recours.',
    },
  },
  el: {
    title: 'Τα δεδομένα σας στην Immora',
    intro: (name, date) =>
      `Αυτό το αρχείο περιέχει τα δεδομένα που κρατά η Immora για τον λογαριασμό του/της ${name}, όπως ήταν στις ${date} (UTC). Τα ζητήσατε βάσει των δικαιωμάτων πρόσβασης και φορητότητας του ΓΚΠΔ (άρθρα 15 και 20).`,
    formats:
      'Τα αρχεία JSON (UTF-8) ανοίγουν με οποιονδήποτε επεξεργαστή κειμένου και διαβάζονται από άλλες υπηρεσίες· τα αρχεία CSV ανοίγουν σε υπολογιστικό φύλλο· οι ημερομηνίες είναι σε UTC (ISO 8601)· τα ποσά που τελειώνουν σε «Cents» είναι λεπτά του ευρώ.',
    files: {
      'profile.json':
        'Ο λογαριασμός και οι ρυθμίσεις σας: όνομα, email, τηλέφωνο, ρόλος, βιογραφικό, αριθμοί άδειας και ΦΠΑ, γραφείο, ωράριο, συνδεδεμένα ημερολόγια, ομάδα και άδειες χρήσης.',
      'consents-and-language.json':
        'Η γλώσσα των email σας, το ενημερωτικό δελτίο, οι ειδοποιήσεις email, η ιδιωτική ροή ημερολογίου και οι αρνήσεις σας να μοιραστείτε δεδομένα με ένα γραφείο.',
      'sessions-and-sign-ins.json':
        'Οι συνδέσεις σας (συνεδρίες), οι αποτυχημένες συνδέσεις με τη διεύθυνσή σας, οι σύνδεσμοι που στάλθηκαν με email (επιβεβαίωση, επαναφορά κωδικού) και η διεύθυνση IP (δίκτυο) από την οποία δημιουργήθηκε ο λογαριασμός σας.',
      'listings.json':
        'Οι αγγελίες σας με τα κείμενά τους σε κάθε γλώσσα που έχουν, τα στοιχεία και τις φωτογραφίες τους.',
      'listings/':
        'Τα αρχεία φωτογραφιών των αγγελιών σας, ένας φάκελος ανά αγγελία (ο κωδικός της), όπως φυλάσσονται (το μεγαλύτερο JPEG).',
      'price-history.json': 'Κάθε τιμή που είχαν οι αγγελίες σας.',
      'favourites.json': 'Οι αγγελίες που αποθηκεύσατε στα αγαπημένα.',
      'saved-searches-and-alerts.json': 'Οι αποθηκευμένες αναζητήσεις σας και οι ειδοποιήσεις email τους.',
      'appointments.json':
        'Οι επισκέψεις που ζητήσατε (επισκέπτης) και οι επισκέψεις στις αγγελίες σας (οικοδεσπότης).',
      'chat-messages.json': 'Τα μηνύματα συνομιλίας που στείλατε και λάβατε.',
      'reviews.json': 'Οι κριτικές που γράψατε και όσες γράφτηκαν για εσάς, με τις απαντήσεις.',
      'enquiries.json': 'Τα αιτήματα επικοινωνίας που στείλατε από μια αγγελία και όσα λάβατε στις αγγελίες σας.',
      'auctions-and-bids.json': 'Οι δημοπρασίες σας και οι προσφορές που κάνατε.',
      'crm/':
        'Οι εγγραφές CRM που προσθέσατε (δυνητικοί πελάτες, πελάτες, ευκαιρίες, επαφές), καθεμία σε JSON και σε αντίγραφο CSV.',
      'emails.json': 'Τα email που στείλατε σε επαφές, τα πρότυπα email και τα άρθρα ιστολογίου σας.',
      'invoices.json': 'Τα τιμολόγιά σας ως δεδομένα.',
      'invoices/': 'Τα τιμολόγιά σας ως αρχεία PDF.',
      'orders-and-subscriptions.json': 'Οι παραγγελίες σας, οι γραμμές τους και οι περίοδοι συνδρομής σας.',
      'credit-ledger.json': 'Το υπόλοιπο μονάδων σας, κάθε κίνηση μονάδων και οι προωθήσεις που πλήρωσαν.',
      'reports-and-moderation.json':
        'Οι αγγελίες και τα προφίλ που αναφέρατε και τι σας απαντήσαμε, καθώς και οι αποφάσεις μας για τις αγγελίες ή τον λογαριασμό σας με τους λόγους που σας δώσαμε και τις ενστάσεις σας.',
    },
  },
};

function section(language: TLanguage, name: string, date: string) {
  const t = TEXTS[language];
  const width = Math.max(...EXPORT_FILES.map((f) => f.length)) + 2;
  return [
    t.title,
    '='.repeat(t.title.length),
    '',
    t.intro(name, date),
    '',
    t.formats,
    '',
    ...EXPORT_FILES.map((file) => `${file.padEnd(width)}${t.files[file]}`),
  ].join('\n');
}

/** README.txt: what each file is, in the reader's language, then in English (once, for an English reader). */
export function readme(language: TLanguage, name: string, at: Date) {
  const date = at.toISOString().slice(0, 16).replace('T', ' ');
  const parts = [section(language, name, date)];
  if (language !== 'en') parts.push(section('en', name, date));
  return `${parts.join('\n\n\n')}\n`;
}

import { INVOICE_RETENTION_YEARS, RETENTION_DAYS as R } from '@immora/shared/retention';
import { period } from './period.ts';
import type { LegalContent } from './types.ts';

const days = (n: number) => period(n, 'dag', 'dagen');

const content: LegalContent = {
  updated: '2026-11-29',
  parts: [
    {
      id: 'privacy',
      title: 'Privacybeleid',
      intro:
        'Dit beleid legt uit welke persoonsgegevens Immora verwerkt wanneer u immora.be bezoekt, een account aanmaakt, een zoekertje plaatst of contact opneemt met een professional, waarom we dat doen en welke rechten u hebt onder de Algemene Verordening Gegevensbescherming (AVG) en het Belgische privacyrecht.',
      sections: [
        {
          id: 'controller',
          title: 'Wie is verantwoordelijk voor uw gegevens',
          blocks: [
            'De verwerkingsverantwoordelijke is Immora SA, Louizalaan 54, 1050 Brussel, België. Voor elke vraag over privacy schrijft u naar privacy@immora.be of naar het bovenstaande adres, ter attentie van de functionaris voor gegevensbescherming.',
            'Wanneer u via Immora een vastgoedmakelaar of een kantoor contacteert, wordt die professional een afzonderlijke verwerkingsverantwoordelijke voor wat hij met uw aanvraag doet (bijvoorbeeld in zijn eigen klantenbestand). Dan geldt ook zijn eigen privacybeleid.',
          ],
        },
        {
          id: 'data',
          title: 'Welke gegevens we verzamelen',
          blocks: [
            'We verzamelen alleen wat we nodig hebben om de marktplaats te laten werken:',
            {
              list: [
                'Accountgegevens: voor- en achternaam, e-mailadres, telefoonnummer, rol (zoeker, particuliere verkoper, makelaar of kantoor), taal en een hash van uw wachtwoord (nooit het wachtwoord zelf).',
                'Professionele gegevens: kantoornaam, adres, zakelijk e-mailadres, btw-nummer, BIV-erkenningsnummer, openingsuren, logo en profielfoto.',
                'Zoekertjes: beschrijving, prijs, adres en ligging van het pand, foto’s, beschikbaarheid voor bezoeken en energiegegevens (EPC/EPB).',
                'Activiteit: zoekopdrachten, bewaarde zoekopdrachten, favorieten, bezoekafspraken, berichten, biedingen op veilingen en aanvragen aan professionals.',
                'Betalingen: gekozen formule, facturen en betaalstatus. Kaartgegevens worden verwerkt door onze betaaldienst; wij zien of bewaren nooit volledige kaartnummers.',
                'Agendakoppeling: als u Google Agenda of Outlook koppelt, de toegangssleutels die nodig zijn om uw afspraken toe te voegen.',
                'Technische gegevens: IP-adres, type browser en toestel, bezochte pagina’s, foutmeldingen en beveiligingsgebeurtenissen.',
              ],
            },
          ],
        },
        {
          id: 'purposes',
          title: 'Waarom we uw gegevens gebruiken en op welke rechtsgrond',
          blocks: [
            {
              list: [
                'Om de dienst te leveren die u vraagt — uw account, zoekertjes, afspraken, berichten, veilingen en abonnementen (uitvoering van een overeenkomst, artikel 6, lid 1, b AVG).',
                'Om het platform veilig te houden, fraude en valse zoekertjes te voorkomen, misbruik te beperken en fouten te herstellen (ons gerechtvaardigd belang, artikel 6, lid 1, f).',
                'Om Immora te verbeteren met geanonimiseerde statistieken over zoekopdrachten en gebruik (gerechtvaardigd belang; u kunt zich er altijd tegen verzetten).',
                'Om de nieuwsbrief te sturen, optionele cookies te plaatsen en uw agenda te koppelen (uw toestemming, artikel 6, lid 1, a, die u altijd kunt intrekken).',
                'Om de boekhouding bij te houden en te antwoorden op wettige vragen van overheden (wettelijke verplichting, artikel 6, lid 1, c).',
              ],
            },
            'We verkopen uw persoonsgegevens niet en nemen geen beslissingen over u die uitsluitend op geautomatiseerde verwerking berusten.',
          ],
        },
        {
          id: 'cookies',
          title: 'Cookies en lokale opslag',
          blocks: [
            'Immora gebruikt enkele strikt noodzakelijke cookies om u aangemeld te houden: authToken, role, id, isVerified en expiryTime. Ze vervallen na één dag of wanneer u zich afmeldt. Uw browser bewaart ook uw taal (userLanguage) en uw cookiekeuze (cookieConsent).',
            'Optionele cookies, zoals anonieme bezoekersmetingen, worden pas geplaatst nadat u ze aanvaardt in het cookievenster dat bij uw eerste bezoek verschijnt. U kunt uw keuze altijd wijzigen door de sitegegevens in uw browser te wissen; het venster verschijnt dan opnieuw.',
          ],
        },
        {
          id: 'recipients',
          title: 'Wie uw gegevens ontvangt',
          blocks: [
            {
              list: [
                'De makelaars, kantoren en particuliere verkopers die u contacteert of bij wie u een bezoek boekt: zij ontvangen uw naam, e-mailadres, telefoonnummer en bericht.',
                'Onze verwerkers, gebonden door een verwerkersovereenkomst: hosting, verzending van e-mails, betaaldiensten, kaarttegels en, op uw vraag, Google of Microsoft voor de agendakoppeling.',
                'Overheden, rechtbanken en notarissen wanneer de Belgische wet dat vereist.',
              ],
            },
            'Onze servers staan in de Europese Economische Ruimte. Wanneer een verwerker gegevens daarbuiten doorgeeft, steunen we op een adequaatheidsbesluit (zoals het EU-VS-gegevensprivacykader) of op de modelcontractbepalingen van de Europese Commissie.',
          ],
        },
        {
          id: 'retention',
          title: 'Hoe lang we uw gegevens bewaren',
          blocks: [
            'Immora wist gegevens automatisch zodra de termijn hieronder verstreken is:',
            {
              list: [
                `Account- en profielgegevens, uw zoekertjes, favorieten, bewaarde zoekopdrachten, afspraken en berichten: zolang uw account bestaat; gewist of geanonimiseerd ${days(R.closedAccounts)} nadat u het afsluit.`,
                `Mislukte aanmeldpogingen (het gebruikte e-mailadres en IP-adres): ${days(R.signInFailures)}.`,
                `Het IP-adres van waaruit een account werd aangemaakt (om veel accounts vanaf één adres op te merken): ${days(R.signupAddresses)}.`,
                `Sessies (uw aanmeldingen): ${days(R.endedSessions)} nadat u zich afmeldt of ze verlopen.`,
                `Kopieën van de e-mails die we u sturen: ${days(R.accountEmails)}.`,
                `Links om uw wachtwoord opnieuw in te stellen, uw e-mailadres te bevestigen of te wijzigen: ${days(R.accountLinks)} nadat ze verlopen.`,
                `Downloads van uw gegevens: ${days(R.dataExports)}.`,
                `Bestanden van een upload die niet werd voltooid: ${days(R.uploadFolders)}.`,
                `Waarderingsaanvragen (welke professional uw aanvraag kreeg, wanneer, en de toestemming die u gaf): ${days(R.valuationRequests)}. Uw naam, contactgegevens en schatting gaan naar het eigen klantenbestand van die professional, waar zijn beleid geldt.`,
                `Uw e-mailadres en IP-adres wanneer u een zoekertje of profiel meldt: ${days(R.reporterContacts)} nadat we over uw melding beslist hebben. De melding zelf (de reden en wat u schreef) blijft bij het dossier.`,
                `Facturen en bestellingen: ${INVOICE_RETENTION_YEARS} jaar na het einde van het jaar waartoe ze behoren, zoals de Belgische boekhoudwetgeving vereist.`,
              ],
            },
          ],
        },
        {
          id: 'rights',
          title: 'Uw rechten',
          blocks: [
            'U hebt het recht op inzage in uw gegevens, op verbetering of wissing, op beperking van of bezwaar tegen de verwerking, op overdraagbaarheid en op het op elk moment intrekken van uw toestemming. De meeste gegevens kunt u rechtstreeks in uw profiel bekijken en wijzigen.',
            'Om uw rechten uit te oefenen, schrijft u naar privacy@immora.be. We antwoorden binnen één maand en kunnen u vragen uw identiteit aan te tonen.',
            'Meent u dat we uw privacy niet respecteren, dan kunt u klacht indienen bij de Gegevensbeschermingsautoriteit (Autorité de protection des données), Drukpersstraat 35, 1000 Brussel, contact@apd-gba.be, www.gegevensbeschermingsautoriteit.be.',
          ],
        },
        {
          id: 'security',
          title: 'Beveiliging',
          blocks: [
            'Wachtwoorden worden bewaard als sterke eenrichtingshashes, elke verbinding is versleuteld, sessies verlopen na 59 minuten gebruik en binnen Immora hebben alleen de medewerkers die ze nodig hebben toegang tot persoonsgegevens. Als een datalek u waarschijnlijk in gevaar brengt, verwittigen we u en de Gegevensbeschermingsautoriteit zoals de wet het voorschrijft.',
          ],
        },
        {
          id: 'minors',
          title: 'Kinderen',
          blocks: [
            'Accounts zijn voorbehouden aan volwassenen (18 jaar en ouder). We verzamelen niet bewust gegevens over kinderen; denkt u dat een kind ons persoonsgegevens heeft bezorgd, laat het ons weten en we wissen ze.',
          ],
        },
        {
          id: 'changes',
          title: 'Wijzigingen in dit beleid',
          blocks: [
            'We kunnen dit beleid aanpassen wanneer onze diensten of de wet veranderen. De datum bovenaan toont de laatste versie; belangrijke wijzigingen kondigen we vooraf aan per e-mail of op de site.',
          ],
        },
      ],
    },
    {
      id: 'terms',
      title: 'Gebruiksvoorwaarden',
      intro:
        'Deze voorwaarden regelen het gebruik van de Immora-marktplaats door bezoekers, zoekers, particuliere verkopers, makelaars en kantoren. Door een account aan te maken of een zoekertje te plaatsen, aanvaardt u ze.',
      sections: [
        {
          id: 'service',
          title: 'De dienst',
          blocks: [
            'Immora SA baat een onlinemarktplaats uit waar panden te koop, te huur en op veiling worden aangeboden, en waar zoekers verkopers en professionals kunnen contacteren. Immora is geen vastgoedmakelaar en is geen partij bij de overeenkomsten tussen gebruikers.',
          ],
        },
        {
          id: 'accounts',
          title: 'Accounts',
          blocks: [
            'U moet minstens 18 jaar zijn om een account te openen, juiste gegevens opgeven en die actueel houden. Uw account is persoonlijk: houd uw wachtwoord geheim en meld het ons meteen via privacy@immora.be als u misbruik vermoedt. U bent verantwoordelijk voor wat met uw account gebeurt.',
          ],
        },
        {
          id: 'listings',
          title: 'Zoekertjes moeten juist zijn',
          blocks: [
            'Wie een zoekertje plaatst, garandeert dat hij het pand mag aanbieden en dat het zoekertje volledig, waarheidsgetrouw en wettig is. Het vermeldt in het bijzonder:',
            {
              list: [
                'de vraagprijs of huurprijs, en bij verhuur de terugkerende kosten;',
                'de score en het label van het energieprestatiecertificaat (EPC/EPB);',
                'de verplichte informatie van het gewest waar het pand ligt, zoals de overstromingsgegevens en de stedenbouwkundige informatie;',
                'alleen foto’s van het pand zelf, waarop u de rechten hebt.',
              ],
            },
            'Discriminerende bewoordingen, misleidende prijzen en zoekertjes voor panden die niet meer beschikbaar zijn, zijn verboden. Immora kan een zoekertje dat deze regels schendt weigeren, verbeteren of verwijderen.',
          ],
        },
        {
          id: 'professionals',
          title: 'Professionele gebruikers',
          blocks: [
            'Vastgoedmakelaars die Immora gebruiken, verklaren ingeschreven te zijn bij het Beroepsinstituut van Vastgoedmakelaars (BIV/IPI) of een gelijkwaardige instantie in hun lidstaat, en vermelden hun erkenningsnummer op hun profiel. Een kantoor is verantwoordelijk voor de makelaars die het aan zijn account toevoegt en voor de licenties die het toekent.',
            'Professionals leven de deontologische code van hun beroep na, de regels tegen witwassen en de AVG voor de gegevens van de klanten die ze in de CRM van Immora beheren en waarvoor zij de verwerkingsverantwoordelijke zijn.',
          ],
        },
        {
          id: 'auctions',
          title: 'Onlineveilingen',
          blocks: [
            'Elke veiling vermeldt haar voorwaarden, de openings- en sluitingstijd (Belgische tijd) en het minimale opbod. Een bod is een vaste verbintenis om tegen die prijs en onder die voorwaarden te kopen en kan niet worden ingetrokken. De verkoop komt tot stand tussen de verkoper en de hoogste bieder, in voorkomend geval voor een notaris; Immora organiseert enkel het bieden.',
            'Immora kan een veiling opschorten of annuleren bij een technische storing, een vermoeden van fraude of op vraag van de verkoper vóór het eerste bod.',
          ],
        },
        {
          id: 'payments',
          title: 'Formules, betalingen en abonnementen',
          blocks: [
            'Betalende formules worden maandelijks of jaarlijks gefactureerd; een jaar kost twaalf maanden met 20% korting. Prijzen staan in euro, exclusief btw voor professionele klanten. Een abonnement wordt automatisch verlengd voor dezelfde periode, tenzij u het vóór het einde van de lopende periode opzegt in uw dashboard.',
            'Credits in een formule zijn geldig tijdens het abonnement en worden niet terugbetaald. Consumenten hebben een herroepingsrecht van 14 dagen; vraagt u ons de dienst in die periode al te starten, dan betaalt u voor het deel dat al geleverd is.',
          ],
        },
        {
          id: 'use',
          title: 'Aanvaardbaar gebruik',
          blocks: [
            'U mag de databank niet geautomatiseerd kopiëren, geen valse zoekertjes plaatsen, geen ongevraagde berichten sturen, andere gebruikers niet lastigvallen en de beveiliging van het platform niet proberen te omzeilen. We kunnen accounts die dat doen opschorten of sluiten, na verwittiging behalve in dringende gevallen.',
          ],
        },
        {
          id: 'liability',
          title: 'Aansprakelijkheid',
          blocks: [
            'Immora zorgt ervoor dat de dienst beschikbaar en veilig blijft, maar garandeert niet dat hij ononderbroken werkt. Gebruikers zijn verantwoordelijk voor wat ze publiceren; Immora is niet aansprakelijk voor de juistheid van zoekertjes of voor de uitvoering van overeenkomsten tussen gebruikers.',
            'Immora is alleen aansprakelijk voor rechtstreekse schade door haar eigen fout, tot het bedrag dat in de twaalf maanden vóór de vordering aan Immora werd betaald. Die beperking geldt niet bij bedrog, opzet, grove fout of lichamelijk letsel, noch voor de rechten die consumenten aan dwingend recht ontlenen.',
          ],
        },
        {
          id: 'law',
          title: 'Toepasselijk recht en bevoegde rechtbanken',
          blocks: [
            'Op deze voorwaarden is het Belgische recht van toepassing. Geschillen behoren tot de uitsluitende bevoegdheid van de rechtbanken van Brussel, onverminderd het recht van consumenten om zich tot de rechtbank van hun woonplaats te wenden. Consumenten kunnen ook terecht bij de Consumentenombudsdienst (Service de Médiation pour le Consommateur).',
            'Vragen over deze voorwaarden: Immora SA, Louizalaan 54, 1050 Brussel — privacy@immora.be.',
          ],
        },
      ],
    },
  ],
};

export default content;

import { INVOICE_RETENTION_YEARS, RETENTION_DAYS as R } from '@immora/shared/retention';
import { period } from './period.ts';
import type { LegalContent } from './types.ts';

const days = (n: number) => period(n, 'day', 'days');

const content: LegalContent = {
  updated: '2026-11-29',
  parts: [
    {
      id: 'privacy',
      title: 'Privacy Policy',
      intro:
        'This policy explains which personal data Immora processes when you visit immora.be, create an account, publish a listing or contact a professional, why we do so, and which rights you have under the General Data Protection Regulation (GDPR) and Belgian data protection law.',
      sections: [
        {
          id: 'controller',
          title: 'Who is responsible for your data',
          blocks: [
            'The controller of your personal data is Immora SA, Avenue Louise 54, 1050 Brussels, Belgium. For any question about privacy, write to privacy@immora.be or to the address above, for the attention of the data protection officer.',
            'When you contact an estate agent or an agency through Immora, that professional becomes a separate controller for what it does with your request (for example in its own customer file). Its own privacy policy then applies as well.',
          ],
        },
        {
          id: 'data',
          title: 'Which data we collect',
          blocks: [
            'We only collect what we need to run the marketplace:',
            {
              list: [
                'Account data: first and last name, e-mail address, phone number, role (seeker, private seller, agent or agency), language and a hash of your password (never the password itself).',
                'Professional data: agency name, address, company e-mail, VAT number, BIV/IPI licence number, working hours, logo and profile picture.',
                'Listings: description, price, address and location of the property, photos, availability for viewings and energy (EPC/PEB) information.',
                'Activity: searches, saved searches, favourites, viewing appointments, messages, bids in auctions and requests sent to professionals.',
                'Payments: chosen plan, invoices and payment status. Card details are handled by our payment provider; we never see or store full card numbers.',
                'Calendar connection: if you choose to connect Google Calendar or Outlook, the access tokens needed to add your appointments.',
                'Technical data: IP address, browser and device type, pages visited, error logs and security events.',
              ],
            },
          ],
        },
        {
          id: 'purposes',
          title: 'Why we use your data and on which legal basis',
          blocks: [
            {
              list: [
                'To provide the service you ask for — your account, listings, appointments, messages, auctions and subscriptions (performance of a contract, Article 6(1)(b) GDPR).',
                'To keep the platform safe, prevent fraud and fake listings, limit abuse and fix errors (our legitimate interest, Article 6(1)(f)).',
                'To improve Immora with aggregated statistics about searches and use (legitimate interest; you may object at any time).',
                'To send the newsletter, set optional cookies and connect your calendar (your consent, Article 6(1)(a), which you can withdraw at any time).',
                'To keep accounting records and answer lawful requests from authorities (legal obligation, Article 6(1)(c)).',
              ],
            },
            'We do not sell your personal data and we do not take decisions about you based solely on automated processing.',
          ],
        },
        {
          id: 'cookies',
          title: 'Cookies and local storage',
          blocks: [
            'Immora uses a small number of strictly necessary cookies to keep you signed in: authToken, role, id, isVerified and expiryTime. They expire after one day or when you log out. Your browser also stores your language (userLanguage) and your cookie choice (cookieConsent).',
            'Optional cookies, such as anonymous audience measurement, are only set after you accept them in the cookie window shown on your first visit. You can change your choice at any time by clearing the site data in your browser; the window will then appear again.',
          ],
        },
        {
          id: 'recipients',
          title: 'Who receives your data',
          blocks: [
            {
              list: [
                'The agents, agencies and private sellers you contact or book a viewing with: they receive your name, e-mail address, phone number and message.',
                'Our processors, bound by a data processing agreement: hosting, e-mail delivery, payment services, map tiles and, at your request, Google or Microsoft for calendar connection.',
                'Public authorities, courts and notaries when Belgian law requires it.',
              ],
            },
            'Our servers are located in the European Economic Area. When a processor transfers data outside it, we rely on an adequacy decision (such as the EU–US Data Privacy Framework) or on the European Commission’s standard contractual clauses.',
          ],
        },
        {
          id: 'retention',
          title: 'How long we keep your data',
          blocks: [
            'Immora deletes data automatically once the period below has passed:',
            {
              list: [
                `Account and profile data, your listings, favourites, saved searches, appointments and messages: as long as your account exists; erased or anonymised ${days(R.closedAccounts)} after you close it.`,
                `Failed sign-in attempts (the e-mail address and IP address used): ${days(R.signInFailures)}.`,
                `The IP address an account was created from (to notice many accounts created from one address): ${days(R.signupAddresses)}.`,
                `Sessions (your sign-ins): ${days(R.endedSessions)} after you sign out or they expire.`,
                `Copies of the e-mails we send you: ${days(R.accountEmails)}.`,
                `Password-reset, verification and e-mail change links: ${days(R.accountLinks)} after they expire.`,
                `Downloads of your data: ${days(R.dataExports)}.`,
                `Files of an upload that did not finish: ${days(R.uploadFolders)}.`,
                `Valuation requests (which professional received your request, when, and the consent you gave): ${days(R.valuationRequests)}. Your name, contact details and estimate go to that professional's own customer file, where its policy applies.`,
                `Your e-mail address and IP address when you report a listing or a profile: ${days(R.reporterContacts)} after we decided on your report. The report itself (its reason and what you wrote) stays with the case.`,
                `Invoices and orders: ${INVOICE_RETENTION_YEARS} years after the end of the year they belong to, as Belgian accounting law requires.`,
              ],
            },
          ],
        },
        {
          id: 'rights',
          title: 'Your rights',
          blocks: [
            'You have the right to access your data, to have it corrected or erased, to restrict or object to its processing, to receive it in a portable format and to withdraw your consent at any time. Most data can be viewed and changed directly in your profile.',
            'To exercise your rights, write to privacy@immora.be. We answer within one month and may ask you to prove your identity.',
            'If you believe we do not respect your privacy, you may lodge a complaint with the Belgian Data Protection Authority (Gegevensbeschermingsautoriteit / Autorité de protection des données), Rue de la Presse 35, 1000 Brussels, contact@apd-gba.be, www.dataprotectionauthority.be.',
          ],
        },
        {
          id: 'security',
          title: 'Security',
          blocks: [
            'Passwords are stored as strong one-way hashes, every connection is encrypted, sessions expire after 59 minutes of use, and access to personal data within Immora is limited to the staff who need it. If a data breach is likely to put you at risk, we will inform you and the Data Protection Authority as the law requires.',
          ],
        },
        {
          id: 'minors',
          title: 'Children',
          blocks: [
            'Accounts are reserved for adults (18 and over). We do not knowingly collect data about children; if you think a child has given us personal data, tell us and we will delete it.',
          ],
        },
        {
          id: 'changes',
          title: 'Changes to this policy',
          blocks: [
            'We may update this policy when our services or the law change. The date at the top shows the latest version; important changes are announced by e-mail or on the site before they apply.',
          ],
        },
      ],
    },
    {
      id: 'terms',
      title: 'Terms of Use',
      intro:
        'These terms govern the use of the Immora marketplace by visitors, seekers, private sellers, agents and agencies. By creating an account or publishing a listing you accept them.',
      sections: [
        {
          id: 'service',
          title: 'The service',
          blocks: [
            'Immora SA operates an online marketplace where properties for sale, for rent and at auction are published, and where seekers can contact sellers and professionals. Immora is not an estate agent and is not a party to the agreements concluded between users.',
          ],
        },
        {
          id: 'accounts',
          title: 'Accounts',
          blocks: [
            'You must be at least 18 to open an account, give accurate information and keep it up to date. Your account is personal: keep your password secret and tell us at once at privacy@immora.be if you suspect misuse. You are responsible for what is done with your account.',
          ],
        },
        {
          id: 'listings',
          title: 'Listings must be accurate',
          blocks: [
            'Whoever publishes a listing guarantees that they are entitled to offer the property and that the listing is complete, truthful and lawful. In particular it must state:',
            {
              list: [
                'the asking price or rent, and the recurring charges for rentals;',
                'the energy performance certificate (EPC/PEB) score and label;',
                'the mandatory information of the region where the property lies, such as flood-risk data and urban planning information;',
                'only photos that show the property itself and that you have the right to use.',
              ],
            },
            'Discriminatory wording, misleading prices and listings of properties that are no longer available are forbidden. Immora may refuse, correct or remove a listing that breaks these rules.',
          ],
        },
        {
          id: 'professionals',
          title: 'Professional users',
          blocks: [
            'Estate agents who use Immora declare that they are registered with the Professional Institute of Estate Agents (BIV/IPI) or an equivalent body in their Member State, and they display their licence number on their profile. An agency is responsible for the agents it adds to its account and for the licences it assigns.',
            'Professionals respect the code of ethics of their profession, the rules against money laundering and the GDPR for the data of the customers they manage in Immora’s CRM, for which they are the controller.',
          ],
        },
        {
          id: 'auctions',
          title: 'Online auctions',
          blocks: [
            'Every auction shows its conditions, opening and closing times (Belgian time) and the minimum increment. A bid is a firm commitment to buy at that price under those conditions, and cannot be withdrawn. The sale is concluded between the seller and the highest bidder, where applicable before a notary; Immora only runs the bidding.',
            'Immora may suspend or cancel an auction in case of a technical failure, suspected fraud or a request from the seller before the first bid.',
          ],
        },
        {
          id: 'payments',
          title: 'Plans, payments and subscriptions',
          blocks: [
            'Paid plans are billed monthly or yearly; yearly billing costs twelve months with a 20% discount. Prices are shown in euro, excluding VAT for professional customers. A subscription renews automatically for the same period unless you cancel it before the end of the current period from your dashboard.',
            'Credits included in a plan are valid during the subscription and are not refundable. Consumers have a 14-day right of withdrawal; if you ask us to start the service during that time, you pay for the part already provided.',
          ],
        },
        {
          id: 'use',
          title: 'Acceptable use',
          blocks: [
            'You may not copy the database by automated means, publish fake listings, send unsolicited messages, harass other users, or attempt to get around the security of the platform. We may suspend or close accounts that do so, after notice except in urgent cases.',
          ],
        },
        {
          id: 'liability',
          title: 'Liability',
          blocks: [
            'Immora takes care to keep the service available and secure, but does not guarantee that it is uninterrupted. Users are responsible for the content they publish; Immora is not liable for the accuracy of listings or for the performance of agreements between users.',
            'Immora is only liable for direct damage caused by its own fault, up to the amounts paid to Immora in the twelve months before the claim. This limit does not apply to fraud, wilful misconduct, gross negligence or bodily injury, nor to the rights consumers hold under mandatory law.',
          ],
        },
        {
          id: 'law',
          title: 'Applicable law and courts',
          blocks: [
            'These terms are governed by Belgian law. Disputes fall under the exclusive jurisdiction of the courts of Brussels, without prejudice to the right of consumers to bring proceedings before the courts of their place of residence. Consumers may also turn to the Consumer Mediation Service (Consumentenombudsdienst / Service de Médiation pour le Consommateur).',
            'Questions about these terms: Immora SA, Avenue Louise 54, 1050 Brussels — privacy@immora.be.',
          ],
        },
      ],
    },
  ],
};

export default content;

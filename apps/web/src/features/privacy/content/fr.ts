import { INVOICE_RETENTION_YEARS, RETENTION_DAYS as R } from '@immora/shared/retention';
import { period } from './period.ts';
import type { LegalContent } from './types.ts';

const days = (n: number) => period(n, 'jour', 'jours');

const content: LegalContent = {
  updated: '2026-11-29',
  parts: [
    {
      id: 'privacy',
      title: 'Politique de confidentialité',
      intro:
        'Cette politique explique quelles données personnelles Immora traite lorsque vous visitez immora.be, créez un compte, publiez une annonce ou contactez un professionnel, pourquoi nous le faisons et quels droits vous avez en vertu du Règlement général sur la protection des données (RGPD) et de la législation belge en matière de protection des données.',
      sections: [
        {
          id: 'controller',
          title: 'Qui est responsable de vos données',
          blocks: [
            'Le responsable du traitement de vos données personnelles est Immora SA, avenue Louise 54, 1050 Bruxelles, Belgique. Pour toute question relative à la vie privée, écrivez à privacy@immora.be ou à l’adresse ci-dessus, à l’attention du délégué à la protection des données.',
            'Lorsque vous contactez un agent immobilier ou une agence par l’intermédiaire d’Immora, ce professionnel devient un responsable du traitement distinct pour ce qu’il fait de votre demande (par exemple dans son propre fichier clients). Sa propre politique de confidentialité s’applique alors également.',
          ],
        },
        {
          id: 'data',
          title: 'Les données que nous collectons',
          blocks: [
            'Nous ne collectons que ce dont nous avons besoin pour faire fonctionner la plateforme\u00a0:',
            {
              list: [
                'Données de compte\u00a0: prénom et nom, adresse e-mail, numéro de téléphone, rôle (chercheur, vendeur particulier, agent ou agence), langue et une empreinte de votre mot de passe (jamais le mot de passe lui-même).',
                'Données professionnelles\u00a0: nom de l’agence, adresse, e-mail professionnel, numéro de TVA, numéro d’agréation IPI/BIV, heures d’ouverture, logo et photo de profil.',
                'Annonces\u00a0: description, prix, adresse et localisation du bien, photos, disponibilités pour les visites et informations énergétiques (PEB/EPC).',
                'Activité\u00a0: recherches, recherches sauvegardées, favoris, rendez-vous de visite, messages, offres lors des ventes aux enchères et demandes envoyées aux professionnels.',
                'Paiements\u00a0: formule choisie, factures et statut des paiements. Les données de carte sont traitées par notre prestataire de paiement\u00a0; nous ne voyons ni ne conservons jamais les numéros de carte complets.',
                'Connexion d’agenda\u00a0: si vous choisissez de connecter Google Agenda ou Outlook, les jetons d’accès nécessaires pour y ajouter vos rendez-vous.',
                'Données techniques\u00a0: adresse IP, type de navigateur et d’appareil, pages consultées, journaux d’erreurs et événements de sécurité.',
              ],
            },
          ],
        },
        {
          id: 'purposes',
          title: 'Pourquoi nous utilisons vos données et sur quelle base juridique',
          blocks: [
            {
              list: [
                'Pour fournir le service que vous demandez — votre compte, vos annonces, rendez-vous, messages, ventes aux enchères et abonnements (exécution d’un contrat, article 6, paragraphe 1, point b) du RGPD).',
                'Pour assurer la sécurité de la plateforme, prévenir la fraude et les fausses annonces, limiter les abus et corriger les erreurs (notre intérêt légitime, article 6, paragraphe 1, point f)).',
                'Pour améliorer Immora grâce à des statistiques agrégées sur les recherches et l’utilisation (intérêt légitime\u00a0; vous pouvez vous y opposer à tout moment).',
                'Pour envoyer la lettre d’information, déposer des cookies facultatifs et connecter votre agenda (votre consentement, article 6, paragraphe 1, point a), que vous pouvez retirer à tout moment).',
                'Pour tenir notre comptabilité et répondre aux demandes légales des autorités (obligation légale, article 6, paragraphe 1, point c)).',
              ],
            },
            'Nous ne vendons pas vos données personnelles et ne prenons aucune décision à votre sujet fondée exclusivement sur un traitement automatisé.',
          ],
        },
        {
          id: 'cookies',
          title: 'Cookies et stockage local',
          blocks: [
            'Immora utilise un petit nombre de cookies strictement nécessaires pour vous garder connecté\u00a0: authToken, role, id, isVerified et expiryTime. Ils expirent après un jour ou lorsque vous vous déconnectez. Votre navigateur conserve aussi votre langue (userLanguage) et votre choix en matière de cookies (cookieConsent).',
            'Les cookies facultatifs, comme la mesure d’audience anonyme, ne sont déposés qu’après votre accord dans la fenêtre affichée lors de votre première visite. Vous pouvez modifier votre choix à tout moment en effaçant les données du site dans votre navigateur\u00a0; la fenêtre s’affichera alors à nouveau.',
          ],
        },
        {
          id: 'recipients',
          title: 'Qui reçoit vos données',
          blocks: [
            {
              list: [
                'Les agents, agences et vendeurs particuliers que vous contactez ou auprès desquels vous réservez une visite\u00a0: ils reçoivent votre nom, votre adresse e-mail, votre numéro de téléphone et votre message.',
                'Nos sous-traitants, liés par un contrat de traitement des données\u00a0: hébergement, envoi des e-mails, services de paiement, fonds de carte et, à votre demande, Google ou Microsoft pour la connexion de l’agenda.',
                'Les autorités publiques, les tribunaux et les notaires lorsque la loi belge l’exige.',
              ],
            },
            'Nos serveurs se trouvent dans l’Espace économique européen. Lorsqu’un sous-traitant transfère des données en dehors de celui-ci, nous nous appuyons sur une décision d’adéquation (comme le cadre de protection des données UE–États-Unis) ou sur les clauses contractuelles types de la Commission européenne.',
          ],
        },
        {
          id: 'retention',
          title: 'Combien de temps nous conservons vos données',
          blocks: [
            'Immora supprime automatiquement les données dès que le délai ci-dessous est écoulé\u00a0:',
            {
              list: [
                `Données de compte et de profil, vos annonces, favoris, recherches enregistrées, rendez-vous et messages\u00a0: aussi longtemps que votre compte existe\u00a0; supprimés ou anonymisés ${days(R.closedAccounts)} après sa clôture.`,
                `Tentatives de connexion échouées (l’adresse e-mail et l’adresse IP utilisées)\u00a0: ${days(R.signInFailures)}.`,
                `L’adresse IP depuis laquelle un compte a été créé (pour repérer de nombreux comptes créés depuis une même adresse)\u00a0: ${days(R.signupAddresses)}.`,
                `Sessions (vos connexions)\u00a0: ${days(R.endedSessions)} après votre déconnexion ou leur expiration.`,
                `Copies des e-mails que nous vous envoyons\u00a0: ${days(R.accountEmails)}.`,
                `Liens de réinitialisation du mot de passe, de vérification et de changement d’adresse e-mail\u00a0: ${days(R.accountLinks)} après leur expiration.`,
                `Téléchargements de vos données\u00a0: ${days(R.dataExports)}.`,
                `Fichiers d’un envoi qui n’a pas abouti\u00a0: ${days(R.uploadFolders)}.`,
                `Demandes d’estimation (le professionnel qui a reçu votre demande, quand, et le consentement donné)\u00a0: ${days(R.valuationRequests)}. Votre nom, vos coordonnées et l’estimation vont dans le fichier clients propre à ce professionnel, où sa politique s’applique.`,
                `Votre adresse e-mail et votre adresse IP quand vous signalez une annonce ou un profil\u00a0: ${days(R.reporterContacts)} après notre décision sur votre signalement. Le signalement lui-même (sa raison et ce que vous avez écrit) reste dans le dossier.`,
                `Factures et commandes\u00a0: ${INVOICE_RETENTION_YEARS} ans après la fin de l’année à laquelle elles se rapportent, comme l’exige le droit comptable belge.`,
              ],
            },
          ],
        },
        {
          id: 'rights',
          title: 'Vos droits',
          blocks: [
            'Vous avez le droit d’accéder à vos données, de les faire rectifier ou effacer, d’en limiter le traitement ou de vous y opposer, de les recevoir dans un format portable et de retirer votre consentement à tout moment. La plupart des données peuvent être consultées et modifiées directement dans votre profil.',
            'Pour exercer vos droits, écrivez à privacy@immora.be. Nous répondons dans un délai d’un mois et pouvons vous demander de prouver votre identité.',
            'Si vous estimez que nous ne respectons pas votre vie privée, vous pouvez introduire une plainte auprès de l’Autorité de protection des données (Gegevensbeschermingsautoriteit), rue de la Presse 35, 1000 Bruxelles, contact@apd-gba.be, www.autoriteprotectiondonnees.be.',
          ],
        },
        {
          id: 'security',
          title: 'Sécurité',
          blocks: [
            'Les mots de passe sont conservés sous forme d’empreintes irréversibles robustes, chaque connexion est chiffrée, les sessions expirent après 59 minutes d’utilisation et, au sein d’Immora, l’accès aux données personnelles est limité aux collaborateurs qui en ont besoin. Si une fuite de données est susceptible de vous exposer à un risque, nous vous en informerons, ainsi que l’Autorité de protection des données, comme la loi l’exige.',
          ],
        },
        {
          id: 'minors',
          title: 'Enfants',
          blocks: [
            'Les comptes sont réservés aux adultes (18 ans et plus). Nous ne collectons pas sciemment de données concernant des enfants\u00a0; si vous pensez qu’un enfant nous a communiqué des données personnelles, prévenez-nous et nous les supprimerons.',
          ],
        },
        {
          id: 'changes',
          title: 'Modifications de cette politique',
          blocks: [
            'Nous pouvons mettre à jour cette politique lorsque nos services ou la loi changent. La date en haut de la page indique la dernière version\u00a0; les changements importants sont annoncés par e-mail ou sur le site avant leur entrée en vigueur.',
          ],
        },
      ],
    },
    {
      id: 'terms',
      title: 'Conditions d’utilisation',
      intro:
        'Les présentes conditions régissent l’utilisation de la plateforme Immora par les visiteurs, les chercheurs, les vendeurs particuliers, les agents et les agences. En créant un compte ou en publiant une annonce, vous les acceptez.',
      sections: [
        {
          id: 'service',
          title: 'Le service',
          blocks: [
            'Immora SA exploite une plateforme en ligne où sont publiés des biens à vendre, à louer et aux enchères, et où les chercheurs peuvent contacter les vendeurs et les professionnels. Immora n’est pas un agent immobilier et n’est pas partie aux contrats conclus entre les utilisateurs.',
          ],
        },
        {
          id: 'accounts',
          title: 'Comptes',
          blocks: [
            'Vous devez avoir au moins 18 ans pour ouvrir un compte, fournir des informations exactes et les tenir à jour. Votre compte est personnel\u00a0: gardez votre mot de passe secret et prévenez-nous immédiatement à privacy@immora.be si vous soupçonnez un usage abusif. Vous êtes responsable de ce qui est fait avec votre compte.',
          ],
        },
        {
          id: 'listings',
          title: 'Les annonces doivent être exactes',
          blocks: [
            'Quiconque publie une annonce garantit qu’il a le droit de proposer le bien et que l’annonce est complète, véridique et licite. Elle doit notamment mentionner\u00a0:',
            {
              list: [
                'le prix demandé ou le loyer, ainsi que les charges récurrentes pour les locations\u00a0;',
                'le score et la classe du certificat de performance énergétique (PEB/EPC)\u00a0;',
                'les informations obligatoires de la région où se trouve le bien, comme les données relatives aux zones inondables et les informations urbanistiques\u00a0;',
                'uniquement des photos qui montrent le bien lui-même et que vous avez le droit d’utiliser.',
              ],
            },
            'Les formulations discriminatoires, les prix trompeurs et les annonces de biens qui ne sont plus disponibles sont interdits. Immora peut refuser, corriger ou retirer une annonce qui enfreint ces règles.',
          ],
        },
        {
          id: 'professionals',
          title: 'Utilisateurs professionnels',
          blocks: [
            'Les agents immobiliers qui utilisent Immora déclarent être inscrits auprès de l’Institut professionnel des agents immobiliers (IPI/BIV) ou d’un organisme équivalent de leur État membre, et affichent leur numéro d’agréation sur leur profil. Une agence est responsable des agents qu’elle ajoute à son compte et des licences qu’elle attribue.',
            'Les professionnels respectent le code de déontologie de leur profession, les règles de lutte contre le blanchiment d’argent et le RGPD pour les données des clients qu’ils gèrent dans le CRM d’Immora, dont ils sont responsables du traitement.',
          ],
        },
        {
          id: 'auctions',
          title: 'Ventes aux enchères en ligne',
          blocks: [
            'Chaque vente aux enchères indique ses conditions, ses heures d’ouverture et de clôture (heure belge) et l’enchère minimale. Une offre est un engagement ferme d’acheter à ce prix et à ces conditions, et ne peut pas être retirée. La vente est conclue entre le vendeur et le meilleur enchérisseur, le cas échéant devant notaire\u00a0; Immora se limite à organiser les enchères.',
            'Immora peut suspendre ou annuler une vente aux enchères en cas de défaillance technique, de soupçon de fraude ou à la demande du vendeur avant la première offre.',
          ],
        },
        {
          id: 'payments',
          title: 'Formules, paiements et abonnements',
          blocks: [
            'Les formules payantes sont facturées au mois ou à l’année\u00a0; la facturation annuelle coûte douze mois avec une remise de 20\u00a0%. Les prix sont indiqués en euros, hors TVA pour les clients professionnels. Un abonnement est reconduit automatiquement pour la même durée, sauf si vous le résiliez avant la fin de la période en cours depuis votre tableau de bord.',
            'Les crédits inclus dans une formule sont valables pendant l’abonnement et ne sont pas remboursables. Les consommateurs disposent d’un droit de rétractation de 14 jours\u00a0; si vous nous demandez de commencer le service pendant ce délai, vous payez la partie déjà fournie.',
          ],
        },
        {
          id: 'use',
          title: 'Utilisation acceptable',
          blocks: [
            'Vous ne pouvez pas copier la base de données par des moyens automatisés, publier de fausses annonces, envoyer des messages non sollicités, harceler d’autres utilisateurs ni tenter de contourner la sécurité de la plateforme. Nous pouvons suspendre ou clôturer les comptes qui le font, après avertissement sauf en cas d’urgence.',
          ],
        },
        {
          id: 'liability',
          title: 'Responsabilité',
          blocks: [
            'Immora veille à maintenir le service disponible et sûr, mais ne garantit pas qu’il soit ininterrompu. Les utilisateurs sont responsables du contenu qu’ils publient\u00a0; Immora n’est pas responsable de l’exactitude des annonces ni de l’exécution des contrats entre utilisateurs.',
            'Immora n’est responsable que des dommages directs causés par sa propre faute, à concurrence des montants payés à Immora au cours des douze mois précédant la réclamation. Cette limite ne s’applique pas à la fraude, à la faute intentionnelle, à la faute grave ni aux dommages corporels, ni aux droits que les consommateurs tiennent de dispositions impératives.',
          ],
        },
        {
          id: 'law',
          title: 'Droit applicable et tribunaux compétents',
          blocks: [
            'Les présentes conditions sont régies par le droit belge. Les litiges relèvent de la compétence exclusive des tribunaux de Bruxelles, sans préjudice du droit des consommateurs d’agir devant les tribunaux de leur lieu de résidence. Les consommateurs peuvent aussi s’adresser au Service de Médiation pour le Consommateur (Consumentenombudsdienst).',
            'Questions sur ces conditions\u00a0: Immora SA, avenue Louise 54, 1050 Bruxelles — privacy@immora.be.',
          ],
        },
      ],
    },
  ],
};

export default content;

import { CONTACT_MESSAGES, type TContactRequest, type TPropertyDetail } from '@immora/shared/properties';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { asComplete } from '../../db/schema/properties.ts';
import type { TLanguage } from '@immora/shared/languages';
import { listingVersions } from './listing-versions.ts';
import { toCard } from '../search/search.service.ts';
import { statusOf } from '../auctions/auctions.service.ts';
import type { PropertiesRepository } from './properties.repository.ts';
import { leadMail } from './contact.mails.ts';
import { cardTitle } from '@immora/shared/listing-title';
import { isVerifiedRow } from '../moderation/professional-verification.ts';
import type { SignalHooks } from '../trust-signals/signal-hooks.ts';

type Deps = {
  repo: PropertiesRepository;
  users: UsersRepository;
  mailer: Mailer;
  publicUrl: string;
  /** The fraud signals (decision 078): a signed-in sender's message is scanned after the answer. */
  signals?: Pick<SignalHooks, 'contactSent'>;
};
const DAY = 86_400_000;
const NOT_FOUND = 'Property not found';

export async function propertyDetail(deps: Deps, id: string, now = new Date()): Promise<TPropertyDetail> {
  const found = await deps.repo.publicDetail(id);
  if (!found) throw AppError.notFound(NOT_FOUND);
  const { photos, history, contact } = found;
  const p = asComplete(found.property); // a public listing
  const cover = photos[0];
  const versions = listingVersions(p);
  // The badge the agent card shows, and the listing's card with it (decision 077).
  const verified = contact ? contact.user.role !== 'pseller' && isVerifiedRow(contact.user) : false;
  const card = toCard({
    verified,
    ...p,
    titles: Object.fromEntries(versions.map((v) => [v.language, v.title])),
    boosted: found.boosted,
    coverPhoto: cover?.url ?? null,
    thumbnail: cover?.thumbnailUrl ?? null,
    coverVariants: cover?.variants ?? null,
  });
  const similar = await deps.repo.similar({ id: p.id, category: p.category, type: p.type, city: p.city });
  return {
    ...card,
    description: p.description,
    language: p.language as TLanguage,
    versions,
    status: p.status,
    country: p.country,
    postalCode: p.postalCode,
    yearBuilt: p.yearBuilt,
    amenities: p.amenities,
    availableTimeSlots: Object.fromEntries(
      Object.entries(p.availableTimeSlots).filter(([, v]) => Array.isArray(v)),
    ) as Record<string, string[]>,
    facts: p.facts,
    photos: photos.map((ph) => ({
      url: ph.url,
      thumbnail: ph.thumbnailUrl,
      width: ph.width,
      height: ph.height,
      variants: ph.variants ?? [],
    })),
    publicCode: p.publicCode,
    referenceCode: p.referenceCode,
    views: p.views,
    daysOnMarket: p.publishedAt ? Math.max(0, Math.floor((now.getTime() - p.publishedAt.getTime()) / DAY)) : null,
    priceHistory: history.map((h) => ({ price: h.priceCents / 100, changedAt: h.changedAt.toISOString() })),
    contact: contact
      ? {
          kind: contact.user.role === 'agency' ? 'agency' : contact.user.role === 'individual' ? 'agent' : 'owner',
          id: contact.user.id,
          name:
            contact.user.role === 'agency' && contact.agency
              ? contact.agency.name
              : `${contact.user.firstName} ${contact.user.lastName}`,
          picture: contact.user.profilePicture ?? contact.agency?.logo ?? null,
          // A private seller's own number and address stay private: the contact form reaches them.
          phone: contact.user.role === 'pseller' ? null : contact.user.phoneNumber,
          email: contact.user.role === 'pseller' ? null : (contact.user.companyEmail ?? contact.user.email),
          agency: contact.agency
            ? { id: contact.agency.id, name: contact.agency.name, logo: contact.agency.logo }
            : null,
          verified,
        }
      : {
          kind: 'owner',
          id: p.ownerId,
          name: 'Immora',
          picture: null,
          phone: null,
          email: null,
          agency: null,
          verified: false,
        },
    similar: similar.map(toCard),
    auction: found.auction
      ? { id: found.auction.id, status: statusOf(found.auction, now), endsAt: found.auction.endsAt.toISOString() }
      : null,
  };
}

export async function countView(deps: Deps, id: string) {
  if (!(await deps.repo.countView(id))) throw AppError.notFound(NOT_FOUND);
  return { counted: true };
}

/** A contact request: stored as a lead (counted on the listing) and e-mailed to the agent or owner, in their language. */
export async function contactAdvertiser(
  deps: Deps,
  opts: { id: string; input: TContactRequest; senderId: string | null },
) {
  const property = await deps.repo.publicSummary(opts.id);
  if (!property) throw AppError.notFound(NOT_FOUND);
  const recipientId = property.agentId ?? property.ownerId;
  const leadId = await deps.repo.addLead({
    propertyId: property.id,
    ownerId: recipientId,
    senderId: opts.senderId,
    ...opts.input,
  });
  if (opts.senderId) deps.signals?.contactSent(leadId, opts.senderId);
  const recipient = await deps.users.byId(recipientId);
  if (recipient) {
    await deps.mailer.send(
      leadMail({
        to: recipient.companyEmail ?? recipient.email,
        language: recipient.language,
        title: cardTitle({ title: property.title ?? '', titles: property.titles }, recipient.language),
        link: `${deps.publicUrl}/single-v1/${property.id}`,
        enquiry: opts.input,
      }),
    );
  }
  return { message: CONTACT_MESSAGES.sent };
}

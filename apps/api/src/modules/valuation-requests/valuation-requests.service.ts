import { ERROR_CODES } from '@immora/shared/api';
import { LISTING_MESSAGES } from '@immora/shared/listing-form';
import { CRM_PROPERTY_TYPE_OF_CATEGORY } from '@immora/shared/crm-property-types';
import type { TLanguage } from '@immora/shared/languages';
import {
  VALUATION_CONSENT_VERSION,
  VALUATION_MESSAGES as M,
  VALUATION_SHORT_LIST,
  type TValuationProfessional,
  type TValuationProfessionals,
  type TValuationRequestResult,
  type ZValuationRequest,
} from '@immora/shared/valuation-requests';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { GeocoderUnavailable, type Geocoder } from '../../lib/geocoder.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { subscriptionsRepository } from '../subscriptions/subscriptions.repository.ts';
import { professionalMail, visitorMail } from './valuation.mails.ts';
import type { Candidate, Municipality, ValuationRequestsRepository } from './valuation-requests.repository.ts';
import { valuationSummary } from './valuation-summary.ts';

export type Deps = {
  db: Db;
  repo: ValuationRequestsRepository;
  subscriptions: ReturnType<typeof subscriptionsRepository>;
  geocoder: Geocoder;
  mailer: Mailer;
  publicUrl: string;
};
type Request = z.output<typeof ZValuationRequest>;

const publicName = (c: Candidate) =>
  c.role === 'agency' ? (c.agencyName ?? `${c.firstName} ${c.lastName}`) : `${c.firstName} ${c.lastName}`;

const toProfessional = (c: Candidate): TValuationProfessional => ({
  id: c.id,
  kind: c.role === 'agency' ? 'agency' : 'agent',
  name: publicName(c),
  agencyName: c.role === 'individual' ? c.agencyName : null,
  picture: c.role === 'agency' ? (c.agencyLogo ?? c.picture) : c.picture,
  listingCount: c.listingCount,
  profilePath: c.role === 'agency' ? (c.agencyId ? `/agency-single/${c.agencyId}` : null) : `/agent-single/${c.id}`,
});

/**
 * The professionals who may receive requests in the municipality, most listings first, up to
 * `limit`: active there (public listings) with an active subscription by the same rule as
 * `requireSubscription` (a paid period, or an agency licence with its seat).
 */
async function eligible(deps: Deps, cityId: string, now: Date, limit = Infinity) {
  const found: Candidate[] = [];
  for (const candidate of await deps.repo.candidates(cityId, now)) {
    if (found.length >= limit) break;
    if ((await deps.subscriptions.status(candidate.id, now)).isActive) found.push(candidate);
  }
  return found;
}

export async function shortList(
  deps: Deps,
  lat: number,
  lon: number,
  now = new Date(),
): Promise<TValuationProfessionals> {
  const municipality = await deps.repo.municipalityAt(lat, lon);
  if (!municipality) return { municipality: null, items: [] };
  const items = await eligible(deps, municipality.id, now, VALUATION_SHORT_LIST);
  return { municipality, items: items.map(toProfessional) };
}

async function geocode(deps: Deps, address: string) {
  try {
    return await deps.geocoder.search(address);
  } catch (err) {
    if (err instanceof GeocoderUnavailable)
      throw new AppError(502, ERROR_CODES.unavailable, LISTING_MESSAGES.geocodeError);
    throw err;
  }
}

/** The property's position: the facts' pin, the estimate's point, else the facts' address geocoded. */
async function positionOf(deps: Deps, body: Request) {
  const { facts, estimate } = body;
  if (facts.latitude !== undefined && facts.longitude !== undefined)
    return { lat: facts.latitude, lon: facts.longitude };
  if (estimate?.latitude != null && estimate.longitude != null)
    return { lat: estimate.latitude, lon: estimate.longitude };
  const [place] = facts.address ? await geocode(deps, facts.address) : [];
  if (!place) throw AppError.badRequest(M.location, { facts: M.location });
  return { lat: place.latitude, lon: place.longitude };
}

/**
 * A valuation request (decision 070): one CRM lead for one professional, in one transaction with
 * its `valuation_requests` row. The visitor's pick must be eligible; without one the
 * municipality's rotation takes its next turn (under the rotation row's lock) and gives it to the
 * eligible professional whose last rotation turn there is the oldest (never first; then most
 * listings). The e-mails leave after the commit.
 */
export async function requestValuation(deps: Deps, body: Request, now = new Date()): Promise<TValuationRequestResult> {
  const { lat, lon } = await positionOf(deps, body);
  const municipality = await deps.repo.municipalityAt(lat, lon);
  if (!municipality) throw AppError.badRequest(M.noMunicipality, { facts: M.noMunicipality });
  const pros = await eligible(deps, municipality.id, now);
  if (pros.length === 0) throw AppError.conflict(M.noProfessional);
  const picked = body.professionalId ? pros.find((p) => p.id === body.professionalId) : undefined;
  if (body.professionalId && !picked) throw AppError.conflict(M.notEligible, { professionalId: M.notEligible });

  // The honeypot: the same answer, nothing stored or sent.
  if (body.website) return answer(picked ?? pros[0]!);

  const assigned = await deps.db.transaction(async (tx) => {
    let pro = picked;
    let rotationTurn: number | null = null;
    if (!pro) {
      rotationTurn = await deps.repo.takeTurn(tx, municipality.id);
      const last = await deps.repo.lastTurns(
        tx,
        municipality.id,
        pros.map((p) => p.id),
      );
      // Sorted by last turn (never = 0); `pros` is already most listings first, and the sort is stable.
      pro = [...pros].sort((a, b) => (last.get(a.id) ?? 0) - (last.get(b.id) ?? 0))[0]!;
    }
    const crmLeadId = await deps.repo.addLead(tx, leadOf(body, pro, municipality));
    await deps.repo.addRequest(tx, {
      cityId: municipality.id,
      professionalId: pro.id,
      agencyId: pro.agencyId,
      crmLeadId,
      assignedBy: rotationTurn === null ? 'choice' : 'rotation',
      rotationTurn,
      language: body.language,
      consentVersion: VALUATION_CONSENT_VERSION,
      createdAt: now,
    });
    return pro;
  });
  await sendMails(deps, body, assigned, municipality);
  return answer(assigned);
}

const answer = (pro: Candidate): TValuationRequestResult => ({
  message: M.sent,
  professional: { name: publicName(pro), kind: pro.role === 'agency' ? 'agency' : 'agent' },
});

/** '1000 Bruxelles' for a French reader, '1000 Brussel' for a Dutch one, else the English name. */
const placeIn = (language: TLanguage, m: Municipality) =>
  `${m.postalCode} ${language === 'nl' ? m.nameNl : language === 'fr' ? m.nameFr : m.name}`;

const summaryIn = (language: TLanguage, body: Request, municipality: Municipality) =>
  valuationSummary({
    language,
    facts: body.facts,
    estimate: body.estimate ?? null,
    municipality: placeIn(language, municipality),
  });

/** A sale's owner is selling; a rental's owner is letting (renting); source Website (decision 070). */
function leadOf(body: Request, pro: Candidate, municipality: Municipality) {
  const figure = body.estimate?.estimate;
  return {
    ownerId: pro.id,
    agencyId: pro.agencyId,
    name: body.name,
    email: body.email.toLowerCase(),
    phone: body.phone,
    leadType: body.facts.transaction === 'rent' ? 'renting' : 'selling',
    propertyType: CRM_PROPERTY_TYPE_OF_CATEGORY[body.facts.category],
    targetPriceCents: figure == null ? null : figure * 100,
    leadSource: 'website',
    status: 'new',
    notes: summaryIn(pro.language, body, municipality),
  };
}

async function sendMails(deps: Deps, body: Request, pro: Candidate, municipality: Municipality) {
  const area = pro.role === 'agency' ? 'agency-crm' : 'dashboard-crm';
  await deps.mailer.send(
    professionalMail({
      to: pro.companyEmail ?? pro.email,
      language: pro.language,
      place: placeIn(pro.language, municipality),
      visitor: { name: body.name, email: body.email, phone: body.phone },
      summary: summaryIn(pro.language, body, municipality),
      leadsLink: `${deps.publicUrl}/${area}/leads`,
    }),
  );
  await deps.mailer.send(
    visitorMail({
      to: body.email,
      language: body.language,
      name: body.name,
      professional: publicName(pro),
      place: placeIn(body.language, municipality),
      summary: summaryIn(body.language, body, municipality),
    }),
  );
}

import { SLOT_MINUTES } from '@immora/shared/appointments';
import { cardTitle } from '@immora/shared/listing-title';
import type { Role } from '@immora/shared/roles';
import type { Mailer } from '../../lib/mail.ts';
import { appointmentMail, type AppointmentEvent } from './appointment.mails.ts';
import type { AppointmentRow } from './appointments.repository.ts';

/** Where each role reads its appointments (packages/shared/src/routes.ts). */
const OWNER_PAGE: Partial<Record<Role, string>> = {
  individual: '/dashboard-appointments',
  pseller: '/pseller-appointments',
  agency: '/agency-appointments',
};

/** 'Immora <no-reply@immora.be>' → its name and address. */
function sender(from: string) {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || 'Immora', email: match[2]! } : { name: 'Immora', email: from.trim() };
}

type Deps = { mailer: Mailer; publicUrl: string; mailFrom: string };

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/**
 * The appointment as a calendar event, the same in every e-mail and in both parties' feeds: one
 * UID per appointment, the row's sequence (raised by every change), CANCEL once cancelled.
 */
export function invitationOf(deps: Omit<Deps, 'mailer'>, row: AppointmentRow) {
  const cancelled = row.status === 'cancelled';
  return {
    uid: `appointment-${row.id}@${new URL(deps.publicUrl).hostname}`,
    sequence: row.sequence,
    method: cancelled ? ('CANCEL' as const) : ('REQUEST' as const),
    status: cancelled
      ? ('CANCELLED' as const)
      : row.status === 'pending'
        ? ('TENTATIVE' as const)
        : ('CONFIRMED' as const),
    start: row.startsAt,
    end: new Date(row.startsAt.getTime() + SLOT_MINUTES * 60_000),
    stamp: row.updatedAt,
    location:
      row.visitType === 'video' ? 'Video call' : [row.property.address, row.property.city].filter(Boolean).join(', '),
    url: `${deps.publicUrl}/single-v1/${row.property.id}`,
    organizer: sender(deps.mailFrom),
    attendees: [
      { name: fullName(row.agent), email: row.agent.email },
      { name: fullName(row.seeker), email: row.seeker.email },
    ],
  };
}

/** The visitor as the owner's side is told about them: the phone only when the profile is shared. */
export const clientOf = (row: AppointmentRow) => ({
  name: fullName(row.seeker),
  email: row.seeker.email,
  phone: row.profileShared ? row.seeker.phoneNumber : null,
});

/** Where the host manages the viewing: their role's appointments page, else the listing. */
export const ownerLink = (publicUrl: string, row: AppointmentRow) => {
  const page = OWNER_PAGE[row.agent.role as keyof typeof OWNER_PAGE];
  return page ? `${publicUrl}${page}` : `${publicUrl}/single-v1/${row.property.id}`;
};

/** Tells both parties what happened, each in their language, with the same calendar invitation. */
export async function notifyParties(deps: Deps, row: AppointmentRow, event: AppointmentEvent) {
  const invitation = invitationOf(deps, row);
  const facts = {
    event,
    start: row.startsAt,
    visitType: row.visitType,
    message: row.message,
    client: clientOf(row),
    invitation,
  };
  const parties = [
    { who: row.agent, side: 'owner' as const, link: ownerLink(deps.publicUrl, row) },
    {
      who: row.seeker,
      side: 'seeker' as const,
      link: row.seeker.role === 'buyer' ? `${deps.publicUrl}/user-appointments` : invitation.url,
    },
  ];
  for (const { who, side, link } of parties) {
    const reader = { email: who.email, firstName: who.firstName, language: who.language };
    // The listing's title in the reader's language when it is written in it (decision 055).
    await deps.mailer.send(
      appointmentMail(reader, side, { ...facts, title: cardTitle(row.property, who.language), link }),
    );
  }
}

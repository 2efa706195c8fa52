import type { IconName } from '../../../components/icon.tsx';

/** Immora's public contact details. */
export const CONTACT = {
  company: 'Immora SA',
  street: 'Avenue Louise 54',
  city: '1050 Brussels',
  phone: '+32 2 808 41 20',
  phoneHref: '+3228084120',
  email: 'support@immora.be',
  careLine: '+32 800 12 345',
  careLineHref: '+3280012345',
} as const;

export const SOCIAL_LINKS: readonly { name: string; href: string; icon: IconName }[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: 'facebook' },
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', icon: 'linkedin' },
  { name: 'YouTube', href: 'https://www.youtube.com/', icon: 'youtube' },
];

export const APP_STORES = {
  apple: 'https://apps.apple.com/',
  google: 'https://play.google.com/store',
} as const;

import { useEffect } from 'react';
import type { TPropertyDetail } from '@immora/shared/properties';

/** schema.org RealEstateListing for a listing page. */
export function listingJsonLd(p: TPropertyDetail, url: string): Record<string, unknown> {
  const origin = new URL(url).origin;
  const absolute = (path: string) => (path.startsWith('http') ? path : `${origin}${path}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: p.title,
    description: p.description.slice(0, 500),
    url,
    image: p.photos.map((photo) => absolute(photo.url)),
    ...(p.publishedAt ? { datePosted: p.publishedAt } : {}),
    offers: {
      '@type': 'Offer',
      price: p.price,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      businessFunction:
        p.type === 'rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: p.address,
      addressLocality: p.city,
      ...(p.postalCode ? { postalCode: p.postalCode } : {}),
      addressCountry: 'BE',
    },
    geo: { '@type': 'GeoCoordinates', latitude: p.latitude, longitude: p.longitude },
  };
}

/** Puts the JSON-LD script in <head> while the page is shown. */
export function useJsonLd(data: Record<string, unknown> | null): void {
  const text = data ? JSON.stringify(data) : null;
  useEffect(() => {
    if (!text) return undefined;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.immora = 'listing';
    script.textContent = text.replace(/</g, '\\u003c');
    document.head.appendChild(script);
    return () => script.remove();
  }, [text]);
}

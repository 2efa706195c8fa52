/** The list while it loads: grey rows in the table's place, or grey cards on a phone. */
export function ListingsSkeleton({ cards, rows = 4 }: { cards: boolean; rows?: number }) {
  return (
    <div
      className={cards ? 'listing-cards' : 'listing-table-wrap listings-skeleton'}
      aria-hidden="true"
      data-testid="listings-loading"
    >
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={cards ? 'listing-card' : 'listings-skeleton__row'}>
          <span className="listing-summary__thumb skeleton" />
          <span className="listings-skeleton__lines">
            <span className="skeleton skeleton--line" style={{ width: '70%' }} />
            <span className="skeleton skeleton--line" style={{ width: '40%' }} />
          </span>
        </div>
      ))}
    </div>
  );
}

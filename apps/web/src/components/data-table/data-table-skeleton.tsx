/** The list while it loads: grey rows in the table's place, or grey cards on a phone. */
export function DataTableSkeleton({ cards, rows = 4 }: { cards: boolean; rows?: number }) {
  return (
    <div
      className={cards ? 'grid-auto data-cards' : 'data-table-wrap data-table-skeleton'}
      aria-hidden="true"
      data-testid="list-loading"
    >
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={cards ? 'stack data-card data-card--skeleton' : 'row data-table-skeleton__row'}>
          <span className="data-table-skeleton__thumb skeleton" />
          <span className="data-table-skeleton__lines">
            <span className="skeleton skeleton--line" style={{ width: '70%' }} />
            <span className="skeleton skeleton--line" style={{ width: '40%' }} />
          </span>
        </div>
      ))}
    </div>
  );
}

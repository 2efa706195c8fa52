import './property-card.css';

export function PropertyCardSkeleton() {
  return (
    <div
      className="card card--link card--clip card--skeleton property-card"
      aria-hidden="true"
      data-testid="property-card-skeleton"
    >
      <div className="card__media skeleton" />
      <div className="stack property-card__body">
        <div className="skeleton skeleton--line" style={{ width: '40%' }} />
        <div className="skeleton skeleton--line" style={{ width: '85%' }} />
        <div className="skeleton skeleton--line" style={{ width: '55%' }} />
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';

/** A real empty state: what is missing, why, and what to do about it (`headingLevel` 1 when it is the whole page, as a not-found page). */
export function EmptyState({ title, description, action, icon, headingLevel = 3 }: { title: string; description?: ReactNode; action?: ReactNode; icon?: ReactNode; headingLevel?: 1 | 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="tb-empty">
      {icon ? (
        <div className="tb-empty__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className="tb-empty__title">{title}</Heading>
      {description ? <p className="tb-empty__text">{description}</p> : null}
      {action ? <div className="tb-empty__action">{action}</div> : null}
    </div>
  );
}

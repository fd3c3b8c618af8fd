import type { WantListing } from '@common/types';
import type { ReactNode } from 'react';
import { groupWants } from '../group-wants';
import './wants.css';

/** A wish list in category groups; `action` adds a control to each item (e.g. delete). */
export function WantGroups({
  wants,
  action,
}: {
  wants: WantListing[];
  action?: (want: WantListing) => ReactNode;
}) {
  if (!wants.length) return <p className="empty">No items in wishlist.</p>;
  return (
    <div className="want-groups">
      {groupWants(wants).map((group) => (
        <section key={group.name} aria-labelledby={`wants-${group.name}`}>
          <h2 id={`wants-${group.name}`} className="want-groups__title">
            {group.name}
          </h2>
          <ul className="want-groups__list">
            {group.items.map((want) => (
              <li key={want.id} className="want-item">
                <span className="want-item__title">{want.title}</span>
                {action?.(want)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

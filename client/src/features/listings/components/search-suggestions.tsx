import { queryOf } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/use-i18n';
import { useDebounced } from '@client/lib/use-debounced';
import { listingContracts } from '@common/contracts/listings';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import './search-suggestions.css';

/** A pause this long in typing asks for suggestions (docs/product.md §7.5). */
const PAUSE_MS = 150;

function useSuggestions(text: string, enabled: boolean) {
  const q = useDebounced(text.trim(), PAUSE_MS);
  return useQuery({
    ...queryOf(listingContracts.suggestions, { query: { q } }),
    enabled: enabled && q.length >= 2,
    staleTime: 30_000,
  });
}

/**
 * The marketplace's search box with up to five completions from listing titles near the
 * member (docs/product.md §7.5), as a combobox: arrows move through them, Enter takes one,
 * Escape closes them; typing on is always possible.
 */
export function SearchSuggestions({
  label,
  name,
  placeholder,
  value,
  onChange,
  onPick,
}: {
  label: string;
  name: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** A suggestion was chosen: search for it. */
  onPick: (text: string) => void;
}) {
  const t = useT('listings');
  const id = useId();
  const listId = `${id}-suggestions`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { data } = useSuggestions(value, open);
  const shown = open && value.trim().length >= 2 ? (data ?? []) : [];
  const expanded = shown.length > 0;

  const pick = (text: string) => {
    setOpen(false);
    setActive(-1);
    onPick(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box (-1) through each suggestion and back to the box.
      setActive((i) => {
        const j = i + step;
        if (j < -1) return shown.length - 1;
        return j >= shown.length ? -1 : j;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && shown[active] !== undefined) {
      event.preventDefault();
      pick(shown[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="field search-suggestions">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="search"
        name={name}
        placeholder={placeholder}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('listings.market.suggestions')}
        hidden={!expanded}
      >
        {shown.map((text, i) => (
          // Options take no focus: it stays in the box (aria-activedescendant names the active one).
          <div
            key={text}
            tabIndex={-1}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(text);
            }}
          >
            {text}
          </div>
        ))}
      </div>
    </div>
  );
}

import './tabs.css';

/** A row of tabs; `value` is the selected one. Arrow keys move between tabs. */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={tab.value === value}
          tabIndex={tab.value === value ? 0 : -1}
          onClick={() => onChange(tab.value)}
          onKeyDown={(event) => {
            const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
            if (!step) return;
            const nextTab = tabs[(index + step + tabs.length) % tabs.length]!;
            onChange(nextTab.value);
            const siblings =
              event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>(
                '[role="tab"]',
              );
            siblings?.[(index + step + tabs.length) % tabs.length]?.focus();
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

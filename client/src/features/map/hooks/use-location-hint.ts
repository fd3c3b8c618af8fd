import { useEffect, useState } from 'react';

/** Set once the hint has been shown on this device: later visits open quietly. */
const LOCATION_HINT_KEY = 'homegrown:map-location-hint';

function seen(): boolean {
  try {
    return localStorage.getItem(LOCATION_HINT_KEY) !== null;
  } catch {
    return false;
  }
}

function remember() {
  try {
    localStorage.setItem(LOCATION_HINT_KEY, 'shown');
  } catch {
    // Storage refused (a private window): the hint may come again on a later visit.
  }
}

/**
 * Whether the map says why it opened at the home rather than where the member is: the first
 * time the browser's position is missing (refused or failed) and never again on this device
 * (docs/product.md §6.5). A refusal is the member's choice, not an error to repeat each visit.
 */
export function useLocationHint(fellBack: boolean): boolean {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!fellBack || seen()) return;
    remember();
    setShow(true);
  }, [fellBack]);
  return show;
}

import en from './catalogues/en.json';
import es from './catalogues/es.json';
import { addCatalogue } from './format';

/**
 * Every catalogue, registered at import: the server (and tests) speak to anyone in any locale.
 * The client never imports this; it loads only its active language's (client/src/lib/i18n).
 */
addCatalogue('en', en);
addCatalogue('es', es);

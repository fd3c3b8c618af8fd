import { LanguageSwitch } from '@client/lib/i18n/language-switch';
import { useT } from '@client/lib/i18n/use-i18n';
import type { SiteSettings } from '@common/types';
import type { Ref } from 'react';

/** The networks' own names, written alike in every language. */
const SOCIAL = [
  { network: 'instagram', name: 'Instagram' },
  { network: 'facebook', name: 'Facebook' },
  { network: 'x', name: 'X' },
] as const;

/** The home page's footer: social links and contact details once the settings are in. */
export function HomeFooter({
  site,
  ref,
}: {
  site?: SiteSettings | undefined;
  ref?: Ref<HTMLElement>;
}) {
  const t = useT();
  return (
    <footer className="home__footer" ref={ref}>
      <nav aria-label={t('home.footer.social')}>
        <ul className="home__social">
          {SOCIAL.map(({ network, name }) => (
            <li key={network}>
              <a href={site?.social[network] ?? '#'} rel="noopener noreferrer" target="_blank">
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <address>
        {site && (
          <>
            <a href={`mailto:${site.contact_email}`}>{site.contact_email}</a>
            <br />
            {site.city}
          </>
        )}
      </address>
      <LanguageSwitch className="home__language" />
      <p>{t('home.footer.copyright', { year: String(new Date().getFullYear()) })}</p>
    </footer>
  );
}

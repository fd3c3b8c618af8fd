import { LanguageSwitch } from '@client/lib/i18n/language-switch';
import type { SiteSettings } from '@common/types';

/** The home page's footer: social links and contact details once the settings are in. */
export function HomeFooter({ site }: { site?: SiteSettings | undefined }) {
  return (
    <footer className="home__footer">
      <nav aria-label="Social media">
        <ul className="home__social">
          <li>
            <a href={site?.social.instagram ?? '#'} rel="noopener noreferrer" target="_blank">
              Instagram
            </a>
          </li>
          <li>
            <a href={site?.social.facebook ?? '#'} rel="noopener noreferrer" target="_blank">
              Facebook
            </a>
          </li>
          <li>
            <a href={site?.social.x ?? '#'} rel="noopener noreferrer" target="_blank">
              X
            </a>
          </li>
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
      <p>© {new Date().getFullYear()} Homegrown</p>
    </footer>
  );
}

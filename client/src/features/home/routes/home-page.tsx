import { buttonClass } from '@client/components/button';
import { Logo } from '@client/components/logo';
import { useT } from '@client/lib/i18n/use-i18n';
import { logout } from '@client/lib/logout';
import { useSession } from '@client/lib/session';
import { siteSettingsKey } from '@client/lib/site-settings-key';
import { paths } from '@client/paths';
import type { SiteSettings } from '@common/types';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HomeFooter } from '../components/home-footer';
import './home-page.css';

/**
 * The footer's settings, fetched when the footer comes near the screen: the query's module
 * (and the HTTP client, the contracts and zod with it, some 50 KB) stays out of the first
 * load of the page most visits start on, and nobody waits for it. Without an observer (an old
 * browser, a test), after the first paint.
 */
function useSiteSettingsWhenSeen(footer: RefObject<HTMLElement | null>): SiteSettings | undefined {
  const client = useQueryClient();
  const [site, setSite] = useState(() => client.getQueryData<SiteSettings>(siteSettingsKey));
  useEffect(() => {
    if (site) return;
    let live = true;
    const load = () =>
      import('@client/lib/site-settings')
        .then(({ siteQuery }) => client.fetchQuery(siteQuery))
        .then(
          (settings) => {
            if (live) setSite(settings);
          },
          () => {
            // Without settings the footer keeps its links and leaves out the address.
          },
        );
    const element = footer.current;
    if (typeof IntersectionObserver === 'undefined' || !element) {
      const frame = requestAnimationFrame(() => setTimeout(() => live && void load()));
      return () => {
        live = false;
        cancelAnimationFrame(frame);
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [client, footer, site]);
  return site;
}

const STEPS = ['list', 'connect', 'share', 'match'] as const;

export function HomePage() {
  const session = useSession();
  const navigate = useNavigate();
  const footer = useRef<HTMLElement>(null);
  const site = useSiteSettingsWhenSeen(footer);
  const t = useT();
  const signedIn = !!session;
  // docs/product.md §2.4: a guest's way in is the sign-up form; "Login" stays in the top bar.
  const start = signedIn ? paths.listings : paths.register;

  return (
    <div className="home">
      <header className="home__top">
        <Link to={paths.home} aria-label={t('nav.home')} className="home__logo">
          <Logo light />
        </Link>
        {signedIn ? (
          <button
            type="button"
            className="home__toplink"
            onClick={async () => {
              await logout();
              navigate(paths.home);
            }}
          >
            {t('home.logout')}
          </button>
        ) : (
          <Link to={paths.login} className="home__toplink">
            {t('home.login')}
          </Link>
        )}
      </header>

      <main>
        <section className="home__hero">
          <div className="home__hero-text">
            <h1>{t('home.hero.title')}</h1>
            <p>{t('home.hero.text')}</p>
            <Link to={start} className={buttonClass('primary')}>
              {t(signedIn ? 'home.hero.marketplace' : 'home.hero.signUp')}
            </Link>
          </div>
          {/* The whole drawing at every width (docs/product.md §2.4): beside the words on a
              desktop, under them on a phone or a tablet. */}
          <div className="home__drawing" aria-hidden="true" />
        </section>

        <section className="home__section" aria-labelledby="how-it-works">
          <h2 id="how-it-works">{t('home.how.title')}</h2>
          <ol className="home__steps">
            {STEPS.map((step, i) => (
              <li key={step} className="home__step">
                <span className="home__step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{t(`home.how.${step}.title`)}</h3>
                <p>{t(`home.how.${step}.text`)}</p>
              </li>
            ))}
          </ol>
          <p style={{ textAlign: 'center' }}>
            <Link to={start} className={buttonClass('primary')}>
              {t('home.tryFree')}
            </Link>
          </p>
        </section>

        <section className="home__section home__about" aria-labelledby="about">
          <h2 id="about">{t('home.about.title')}</h2>
          <p>{t('home.about.text')}</p>
        </section>
      </main>

      <HomeFooter site={site} ref={footer} />
    </div>
  );
}

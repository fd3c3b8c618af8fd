import { buttonClass } from '@client/components/button';
import { Logo } from '@client/components/logo';
import { logout } from '@client/lib/logout';
import { useSession } from '@client/lib/session';
import { siteSettingsKey } from '@client/lib/site-settings-key';
import { paths } from '@client/paths';
import type { SiteSettings } from '@common/types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HomeFooter } from '../components/home-footer';
import './home-page.css';

/**
 * The footer's settings, fetched once the page has been drawn: the query's module (and the HTTP
 * client with it) stays out of the first load, and the page does not wait for it.
 */
function useSiteSettingsLater(): SiteSettings | undefined {
  const client = useQueryClient();
  const [site, setSite] = useState(() => client.getQueryData<SiteSettings>(siteSettingsKey));
  useEffect(() => {
    let live = true;
    // After the next paint: the page's own content goes first.
    const frame = requestAnimationFrame(() =>
      setTimeout(() => {
        if (!live) return;
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
      }),
    );
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, [client]);
  return site;
}

const STEPS = [
  {
    title: 'List',
    text: 'Post the seeds, seedlings and produce you have to sell, swap or give away, with a photo.',
  },
  {
    title: 'Connect',
    text: 'Find gardeners near you, add them as friends and message them one to one.',
  },
  {
    title: 'Share',
    text: 'Meet up, trade the extra zucchini, and share what grows well in your neighborhood.',
  },
  {
    title: 'Match',
    text: 'Keep a wish list; we tell you when a neighbor offers something you want.',
  },
];

export function HomePage() {
  const session = useSession();
  const navigate = useNavigate();
  const site = useSiteSettingsLater();
  const signedIn = !!session;
  // docs/product.md §2.4: a guest's way in is the sign-up form; "Login" stays in the top bar.
  const start = signedIn ? paths.listings : paths.register;

  return (
    <div className="home">
      <header className="home__top">
        <Link to={paths.home} aria-label="Homegrown home" className="home__logo">
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
            Logout
          </button>
        ) : (
          <Link to={paths.login} className="home__toplink">
            Login
          </Link>
        )}
      </header>

      <main>
        <section className="home__hero">
          <div className="home__hero-text">
            <h1>Trade your produce in your neighborhood</h1>
            <p>
              Seeds, seedlings and the harvest you cannot eat yourself: sell, swap or give them away
              to gardeners nearby.
            </p>
            <Link to={start} className={buttonClass('primary')}>
              {signedIn ? 'Marketplace' : 'Sign up'}
            </Link>
          </div>
          {/* The whole drawing at every width (docs/product.md §2.4): beside the words on a
              desktop, under them on a phone or a tablet. */}
          <div className="home__drawing" aria-hidden="true" />
        </section>

        <section className="home__section" aria-labelledby="how-it-works">
          <h2 id="how-it-works">How it works</h2>
          <ol className="home__steps">
            {STEPS.map((step, i) => (
              <li key={step.title} className="home__step">
                <span className="home__step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <p style={{ textAlign: 'center' }}>
            <Link to={start} className={buttonClass('primary')}>
              Try it out for free
            </Link>
          </p>
        </section>

        <section className="home__section home__about" aria-labelledby="about">
          <h2 id="about">About us</h2>
          <p>
            Homegrown was founded by a home gardener who kept giving away baskets of tomatoes and
            wished for an easier way to find neighbors who wanted them. It is run by a community
            company: free for gardeners, with no ads and no selling of your data.
          </p>
        </section>
      </main>

      <HomeFooter site={site} />
    </div>
  );
}

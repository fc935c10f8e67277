import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { wallTime } from '@app/shared/time-zone';
import { useCompany } from '../../lib/company';
import { Logo } from '../Logo/Logo';
import { POPULAR_CATEGORIES, QUICK_LINKS, scrollAfterNavigation, categoryLabel } from './nav';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { currentLocale, m } from '../../lib/i18n';
import { hoursRowText } from '@app/shared/company';
import classes from './SiteFooter.module.css';

const SOCIAL_ICONS = { LinkedIn: IconBrandLinkedin, Facebook: IconBrandFacebook, Instagram: IconBrandInstagram, X: IconBrandX } as const;

/**
 * The footer, in plain elements laid out by SiteFooter.module.css (one column on a phone, two on a
 * tablet, four on a desktop): it is on every page, and as Mantine components (Grid with responsive
 * columns, Stack, Group, Text, ActionIcon: about forty) it was a good part of what a phone hydrates.
 */
export function SiteFooter() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { year } = wallTime(new Date());
  const company = useCompany();
  const locale = currentLocale();
  return (
    <footer className={classes.footer}>
      <div className={classes.container}>
        <div className={classes.columns}>
          <div className={`${classes.about} ${classes.wide}`}>
            <Logo inverted />
            <p className={classes.text} lang={company.descriptionLang}>
              {company.description}
            </p>
            <div className={classes.social} role="group" aria-label={m.footer_social_media()}>
              {company.social.map((s) => {
                const Icon = SOCIAL_ICONS[s.name];
                return (
                  <a
                    key={s.name}
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${classes.socialLink} mantine-focus-auto`}
                    aria-label={m.footer_social_link({ company: company.shortName, network: s.name })}
                  >
                    <Icon size={20} aria-hidden />
                  </a>
                );
              })}
            </div>
          </div>

          <nav aria-label={m.footer_quick_links()}>
            <h2 className={classes.heading}>{m.footer_quick_links()}</h2>
            <div className={classes.links}>
              {QUICK_LINKS.map((l) => (
                <Link key={l.to} to={l.to} className={classes.link} onClick={() => scrollAfterNavigation(l.to, pathname)}>
                  {l.label()}
                </Link>
              ))}
            </div>
          </nav>

          <nav aria-label={m.footer_popular_categories()}>
            <h2 className={classes.heading}>{m.footer_popular_categories()}</h2>
            <div className={classes.links}>
              {POPULAR_CATEGORIES.map((category) => (
                <Link key={category} to="/jobs" search={{ category }} className={classes.link} onClick={() => scrollAfterNavigation('/jobs', pathname)}>
                  {categoryLabel(category)}
                </Link>
              ))}
            </div>
          </nav>

          <div className={classes.wide}>
            <h2 className={classes.heading}>{m.footer_contact_us()}</h2>
            <div className={classes.contact}>
              <div className={classes.contactRow} data-lines>
                <IconMapPin size={18} aria-hidden />
                <p className={classes.text}>{company.address}</p>
              </div>
              <div className={classes.contactRow}>
                <IconPhone size={18} aria-hidden />
                <a href={company.phoneHref} className={classes.link}>
                  {company.phone}
                </a>
              </div>
              <div className={classes.contactRow}>
                <IconMail size={18} aria-hidden />
                <a href={`mailto:${company.email}`} className={classes.link}>
                  {company.email}
                </a>
              </div>
              <div className={classes.contactRow} data-lines>
                <IconClock size={18} aria-hidden />
                <div lang={company.hoursLang}>
                  {company.hoursRows.map((row) => (
                    <p key={`${row.days}${row.time}`} className={classes.text}>
                      {hoursRowText(row, locale)}
                    </p>
                  ))}
                </div>
              </div>
            </div>
          </div>
        </div>

        <div className={classes.bottom}>
          <p className={classes.text}>{m.footer_rights({ year: String(year), company: company.name })}</p>
          <div className={classes.legal}>
            <LanguageSwitch className={classes.link} />
            <Link to="/privacy-policy" className={classes.link} onClick={() => scrollAfterNavigation('/privacy-policy', pathname)}>
              {m.footer_privacy_policy()}
            </Link>
            <Link to="/terms-conditions" className={classes.link} onClick={() => scrollAfterNavigation('/terms-conditions', pathname)}>
              {m.footer_terms_conditions()}
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}

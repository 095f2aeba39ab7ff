import { Link } from 'react-router-dom';
import { ExternalLinkIcon } from '@/components/icons';
import { HomeLink } from '@/components/HomeLink';
import { brand } from '@/lib/brand';
import { legalDocuments, paths } from '@/lib/routes';

interface FooterLink {
  label: string;
  to: string;
}

interface FooterColumn {
  heading: string;
  links: readonly FooterLink[];
}

/** Footer links (docs/product/screens.md#footer), grouped the way a visitor scans them. */
const footerColumns: readonly FooterColumn[] = [
  {
    heading: 'Product',
    links: [
      { label: 'Home', to: paths.home },
      { label: 'A.I. Toolkit', to: paths.aiToolset },
      { label: `Why ${brand.name}`, to: `${paths.home}#why-${brand.name.toLowerCase()}` },
      { label: 'Register', to: paths.register },
    ],
  },
  {
    heading: 'Pricing',
    links: [
      { label: 'Plans & Pricing', to: paths.pricing },
      { label: 'Compare features', to: `${paths.pricing}#features` },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'Our mission', to: `${paths.about}#mission` },
      { label: 'Our vision', to: `${paths.about}#vision` },
      { label: 'Our story', to: `${paths.about}#our-story` },
      { label: 'Core values', to: `${paths.about}#core-values` },
    ],
  },
];

const legalLinks: readonly FooterLink[] = [
  { label: 'Terms & Conditions', to: legalDocuments.terms },
  { label: 'Privacy Policy', to: legalDocuments.privacy },
];

/**
 * The site footer. Its styles come with the layout (RootLayout.tsx), which loads this module after
 * the page's own code and holds its place until the page has loaded.
 */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <HomeLink className="site-footer__logo" onDark />
          <p className="site-footer__tagline">{brand.tagline}</p>
        </div>

        <nav className="site-footer__nav" aria-label="Footer">
          {footerColumns.map((column) => (
            <div key={column.heading} className="site-footer__column">
              <h2 className="site-footer__heading">{column.heading}</h2>
              <ul className="site-footer__links">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="site-footer__column">
            <h2 className="site-footer__heading">Legal</h2>
            <ul className="site-footer__links">
              {legalLinks.map((link) => (
                // Static documents outside the app: a real page load in a new tab.
                <li key={link.to}>
                  <a href={link.to} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <ExternalLinkIcon size={14} className="site-footer__external" />
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
      <p className="site-footer__copyright">
        @{brand.copyrightYear} {brand.name} All Rights Reserved
      </p>
    </footer>
  );
}

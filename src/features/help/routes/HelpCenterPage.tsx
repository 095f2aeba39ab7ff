import { brand } from '@/lib/brand';
import './HelpCenterPage.css';

export default function HelpCenterPage() {
  return (
    <section className="bl-message-page" aria-labelledby="help-center-title">
      <h1 id="help-center-title">Help Center</h1>
      <p className="help-center__status">Our help center is under development.</p>
      <p className="help-center__soon">Stay tuned — we're almost there!</p>
      <p className="help-center__contact">
        Need an answer today? Email <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> and we
        will get back to you within one business day.
      </p>
    </section>
  );
}

import { useState } from 'react';
import { Dialog, Modal } from '@/components/Dialog';
import { SearchIcon } from '@/components/icons';
import { Link } from '@/components/Link';
import { TextField } from '@/components/TextField';
import { brand } from '@/lib/brand';
import { profileTabHref } from '@/lib/routes';
import { faqTopics } from '../faq';
import { countEntries, searchFaq } from '../lib/searchFaq';
import './HelpFaqDialog.css';

interface HelpFaqDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Few enough matches to read at once: their answers open by themselves. */
const MAX_MATCHES_SHOWN_OPEN = 5;

const TOTAL_QUESTIONS = countEntries(faqTopics);

/** The "Need help?" dialog on form screens: searchable common questions, then how to reach support. */
export function HelpFaqDialog({ isOpen, onOpenChange }: HelpFaqDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg" className="help-faq-modal">
      <Dialog title="Frequently asked questions">
        {/* Mounted only while open, so every visit starts with an empty search. */}
        {(close) => <FaqBrowser onLeave={close} />}
      </Dialog>
    </Modal>
  );
}

/** `onLeave` closes the dialog when an answer's link takes the reader elsewhere in the app. */
function FaqBrowser({ onLeave }: { onLeave: () => void }) {
  const [query, setQuery] = useState('');
  const matches = searchFaq(faqTopics, query);
  const matchCount = countEntries(matches);
  const isFiltering = query.trim() !== '';
  const showsAnswers = isFiltering && matchCount <= MAX_MATCHES_SHOWN_OPEN;
  const supportLink = <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>;

  return (
    <div className="help-faq">
      <div className="help-faq__search">
        <TextField
          label="Search the questions"
          type="search"
          icon={<SearchIcon />}
          placeholder="For example: code, receipt, export"
          value={query}
          onChange={setQuery}
        />
        {/* Always mounted, so screen readers hear each new count as the user types. */}
        <p role="status" className="help-faq__count">
          {isFiltering && matchCount > 0 && `Showing ${matchCount} of ${TOTAL_QUESTIONS} questions`}
          {isFiltering && matchCount === 0 && `No questions match "${query.trim()}".`}
        </p>
      </div>

      {matches.map(({ topic, entries }) => (
        <section key={topic} className="help-faq__topic" aria-label={topic}>
          {/* The dialog title is the h2 (the design system's Dialog). */}
          <h3 className="help-faq__topic-title">{topic}</h3>
          {entries.map(({ question, answer, link }) => (
            // Native disclosure: keyboard and screen reader support with no script. Keyed on
            // `showsAnswers` so entries open (or close) when the search narrows (or widens).
            <details key={`${question}:${showsAnswers}`} className="help-faq__entry" open={showsAnswers}>
              <summary className="help-faq__question">{question}</summary>
              <p className="help-faq__answer">{answer}</p>
              {link && (
                <Link
                  href={profileTabHref(link.tab)}
                  variant="standalone"
                  className="help-faq__link"
                  onPress={onLeave}
                >
                  {link.label}
                </Link>
              )}
            </details>
          ))}
        </section>
      ))}

      {matchCount === 0 ? (
        <p className="help-faq__support">Try other words, or email your question to {supportLink}.</p>
      ) : (
        <p className="help-faq__support">Still need help? Email us at {supportLink}.</p>
      )}
    </div>
  );
}

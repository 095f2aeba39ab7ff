import { Dialog, Modal } from '@/components/Dialog';
import { brand } from '@/lib/brand';
import { faqTopics } from '../faq';
import './HelpFaqDialog.css';

interface HelpFaqDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The "Need help?" dialog on form screens: common questions, then how to reach support. */
export function HelpFaqDialog({ isOpen, onOpenChange }: HelpFaqDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog title="Frequently asked questions">
        <div className="help-faq">
          {faqTopics.map(({ topic, entries }) => (
            <section key={topic} className="help-faq__topic" aria-label={topic}>
              {/* The dialog title is an h3 (the design system's Dialog). */}
              <h4 className="help-faq__topic-title">{topic}</h4>
              {entries.map(({ question, answer }) => (
                // Native disclosure: keyboard and screen reader support with no script.
                <details key={question} className="help-faq__entry">
                  <summary className="help-faq__question">{question}</summary>
                  <p className="help-faq__answer">{answer}</p>
                </details>
              ))}
            </section>
          ))}
          <p className="help-faq__support">
            Still need help? Email us at <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>. We
            reply within one business day.
          </p>
        </div>
      </Dialog>
    </Modal>
  );
}

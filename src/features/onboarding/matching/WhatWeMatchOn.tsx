import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/Button';
import { Skeleton } from '@/components/Skeleton';
import { retryingImport } from '@/lib/lazyImport';
import { useOptionalProfile } from '../api/onboardingApi';
import { MATCH_GROUP_TITLES, type MatchGroup, matchAnswerLines } from './matchAnswers';
import './WhatWeMatchOn.css';

/** The section's anchor: the dashboard's "change" beside the first search's answers links here. */
export const WHAT_WE_MATCH_ON_ID = 'what-we-match-on';

const loadEditor = retryingImport(() => import('./MatchAnswersEditor'));
const MatchAnswersEditor = lazy(() =>
  loadEditor().then((module) => ({ default: module.MatchAnswersEditor })),
);

const GROUPS = Object.keys(MATCH_GROUP_TITLES) as MatchGroup[];

const SAVED_NOTICE = 'Saved. Every bid is checked again with your new answers.';

/**
 * The Profile tab's "What we match on": every answer the fit score and the bid brief's checks use,
 * listed by group, each group edited with the fields onboarding asks it with (loaded on Edit). A save
 * refreshes the profile and asks for every bid again, so "Does not meet" can turn into "Meets".
 */
export function WhatWeMatchOn() {
  const profile = useOptionalProfile();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editButtons = useRef(new Map<MatchGroup, HTMLButtonElement>());
  // One ref callback per group for the life of the section (Button keeps its ref from render to render).
  const [editButtonRefs] = useState(
    () =>
      Object.fromEntries(
        GROUPS.map((group) => [
          group,
          (button: HTMLButtonElement | null) => {
            if (button) editButtons.current.set(group, button);
            else editButtons.current.delete(group);
          },
        ]),
      ) as Record<MatchGroup, (button: HTMLButtonElement | null) => void>,
  );
  const [editing, setEditing] = useState<MatchGroup | null>(null);
  const [notice, setNotice] = useState('');
  const [returnFocusTo, setReturnFocusTo] = useState<MatchGroup | null>(null);
  const isLoaded = profile.data !== undefined;

  // Arriving from the dashboard's "change": show the section once its answers are there. A frame later,
  // so the account area's tab row, which keeps the open tab in view on phones, has scrolled first.
  useEffect(() => {
    if (!isLoaded || window.location.hash !== `#${WHAT_WE_MATCH_ON_ID}`) return;
    const frame = requestAnimationFrame(() => {
      headingRef.current?.scrollIntoView({ block: 'start' });
      headingRef.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [isLoaded]);

  useEffect(() => {
    if (returnFocusTo === null) return;
    editButtons.current.get(returnFocusTo)?.focus();
    setReturnFocusTo(null);
  }, [returnFocusTo]);

  if (!profile.data) return null;
  const lines = matchAnswerLines(profile.data);

  const finish = (group: MatchGroup, saved: boolean) => {
    setEditing(null);
    setNotice(saved ? SAVED_NOTICE : '');
    setReturnFocusTo(group);
  };

  return (
    <section id={WHAT_WE_MATCH_ON_ID} className="match-answers" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="match-answers__title">
        What we match on
      </h3>
      <p className="match-answers__intro">
        We check every bid against these answers: its fit, and each requirement in its brief. If a bid says
        “Does not meet” and your answer has changed, correct it here.
      </p>
      <p role="status" className="match-answers__notice">
        {notice}
      </p>
      <ul className="match-answers__groups">
        {GROUPS.map((group) => {
          const title = MATCH_GROUP_TITLES[group];
          const groupHeadingId = `${headingId}-${group}`;
          return (
            <li key={group} className="match-answers__group">
              <div className="match-answers__group-header">
                <h4 id={groupHeadingId} className="match-answers__group-title">
                  {title}
                </h4>
                {editing !== group && (
                  <Button
                    ref={editButtonRefs[group]}
                    variant="secondary"
                    size="sm"
                    aria-label={`Edit ${title.toLowerCase()}`}
                    onHoverStart={() => void loadEditor().catch(() => undefined)}
                    onPress={() => {
                      setNotice('');
                      setEditing(group);
                    }}
                  >
                    Edit
                  </Button>
                )}
              </div>
              {editing === group ? (
                <Suspense fallback={<Skeleton shape="block" height="10rem" />}>
                  <MatchAnswersEditor
                    group={group}
                    profile={profile.data}
                    onDone={(saved) => finish(group, saved)}
                  />
                </Suspense>
              ) : (
                <ul className="match-answers__lines">
                  {lines[group].map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
